import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { preactRoot } from '../../test/preact-root';
import { BidiText } from './bidi-text';

describe('BidiText', () => {
  const rootOf = preactRoot();
  const shown = (text: string) => {
    const root = rootOf();
    render(<BidiText text={text} />, root);
    return root;
  };
  const isolates = (root: HTMLElement) =>
    [...root.querySelectorAll('bdi')].map((bdi) => [bdi.dir, bdi.textContent, bdi.hasAttribute('data-mixed')]);

  it("isolates an Arabic name's Latin run left to right and marks it mixed, for the clamp at whole lines", () => {
    const root = shown('لوحة مفاتيح من مايكروسوفت Desktop 900 - أزرق');
    expect(root.textContent).toBe('لوحة مفاتيح من مايكروسوفت Desktop 900 - أزرق');
    expect(isolates(root)).toEqual([['ltr', 'Desktop 900', true]]);
  });

  it('isolates an all-Latin name without marking it, so it clamps with an ellipsis as any left-to-right text', () => {
    const root = shown('Microsoft Wireless Desktop 900 - Blue');
    expect(root.textContent).toBe('Microsoft Wireless Desktop 900 - Blue');
    expect(isolates(root)).toEqual([
      ['ltr', 'Microsoft Wireless Desktop 900', false],
      ['ltr', 'Blue', false],
    ]);
  });

  it('leaves a name without Latin letters as plain text', () => {
    const root = shown('زيت زيتون 1 لتر');
    expect(root.textContent).toBe('زيت زيتون 1 لتر');
    expect(root.children).toHaveLength(0);
  });
});
