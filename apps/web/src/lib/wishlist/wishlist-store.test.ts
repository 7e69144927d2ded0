import { beforeEach, describe, expect, it } from 'vitest';
import { readWishlist, useLocalWishlist } from './wishlist-store';

const item = (uuid: string) => ({ uuid, name_ar: `منتج ${uuid}`, name_en: `Product ${uuid}` });
const stored = () => localStorage.getItem('WishlistItems');

describe("a guest's wishlist in the browser", () => {
  beforeEach(() => useLocalWishlist.setState({ items: [] }));

  it('keeps the products under WishlistItems, newest first, each once', () => {
    const { add } = useLocalWishlist.getState();
    add(item('a'));
    add(item('b'));
    add(item('a'));
    expect(JSON.parse(stored() ?? 'null')).toEqual([item('b'), item('a')]);
  });

  it('removes a product, and forgets the key once the list is empty', () => {
    const { add, remove } = useLocalWishlist.getState();
    add(item('a'));
    remove('a');
    expect(stored()).toBeNull();
  });

  it('reads what another tab or an old version wrote without trusting it', () => {
    expect(readWishlist('not json')).toBeNull();
    expect(readWishlist('{"uuid":"a"}')).toBeNull();
    expect(readWishlist(JSON.stringify([item('a'), { uuid: 5 }, 'x', item('a'), item('b')]))).toEqual({
      items: [item('a'), item('b')],
    });
  });
});
