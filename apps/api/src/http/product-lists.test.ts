import { describe, expect, it } from 'vitest';
import { productLists } from './product-lists.js';

describe('remembered product lists', () => {
  it('reads a list once for every request that asks while it reads, and again once cleared', async () => {
    const lists = productLists(60_000);
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return Int32Array.of(9, 7, reads);
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => lists.ids('4', read)));
    expect(reads).toBe(1);
    for (const ids of answers) expect([...ids]).toEqual([9, 7, 1]);
    expect([...(await lists.ids('4', read))]).toEqual([9, 7, 1]);
    expect([...(await lists.ids('5', read))]).toEqual([9, 7, 2]); // another list is read on its own

    lists.clear();
    expect([...(await lists.ids('4', read))]).toEqual([9, 7, 3]);
  });

  it('gives a request whose read was in flight when the lists were cleared a fresh read, not the old one', async () => {
    const lists = productLists(60_000);
    let reads = 0;
    const read = async () => {
      reads += 1;
      const mine = reads;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return Int32Array.of(mine);
    };
    const waiting = lists.ids('1', read);
    lists.clear(); // a staff write while the first read runs
    expect([...(await waiting)]).toEqual([2]);
    expect(reads).toBe(2);
  });

  it('forgets a list once its time is up', async () => {
    const lists = productLists(20);
    let reads = 0;
    const read = async () => Int32Array.of(++reads);
    expect([...(await lists.ids('1', read))]).toEqual([1]);
    expect([...(await lists.ids('1', read))]).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect([...(await lists.ids('1', read))]).toEqual([2]);
  });
});
