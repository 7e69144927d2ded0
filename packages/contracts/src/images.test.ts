import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images.js';

describe('imageSrcSet', () => {
  it('lists the three renditions of an uploaded image, narrowest first', () => {
    expect(imageSrcSet('uploads/0123456789abcdef0123456789abcdef.webp')).toBe(
      '/images/uploads/0123456789abcdef0123456789abcdef-320.webp 320w, ' +
        '/images/uploads/0123456789abcdef0123456789abcdef-640.webp 640w, ' +
        '/images/uploads/0123456789abcdef0123456789abcdef.webp 1280w',
    );
  });

  it('has none for a demo image or anything that is not an upload path', () => {
    expect(imageSrcSet('products/phone-1.jpg')).toBeUndefined();
    expect(imageSrcSet('uploads/../../etc/passwd.webp')).toBeUndefined();
    expect(imageSrcSet('uploads/0123456789ABCDEF0123456789ABCDEF.webp')).toBeUndefined();
  });
});
