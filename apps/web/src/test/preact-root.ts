import { render } from 'preact';
import { afterEach, beforeEach } from 'vitest';

/**
 * A fresh element in the page for each test of the enclosing suite, emptied and removed after it. The storefront
 * runs on Preact (docs/decisions/0011-preact-compat.md), so its pieces are rendered with Preact's own `render`.
 */
export function preactRoot(): () => HTMLElement {
  let root: HTMLElement | undefined;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    if (!root) return;
    render(null, root);
    root.remove();
  });
  return () => {
    if (!root) throw new Error('preactRoot: used outside a test');
    return root;
  };
}
