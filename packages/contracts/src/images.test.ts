import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, isStoredImagePath } from './images.js';

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

describe('imageUrl and stored paths', () => {
  it('serves an upload path under /images/ and leaves an address alone, so the srcset follows either', () => {
    const path = 'uploads/0123456789abcdef0123456789abcdef.webp';
    expect(imageUrl(path)).toBe('/images/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(imageUrl(imageUrl(path))).toBe('/images/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(imageUrl('/images/products/phone-1.svg')).toBe('/images/products/phone-1.svg');
    expect(imageSrcSet(imageUrl(path))).toBe(imageSrcSet(path));
  });

  it('keeps uploads and demo images, nothing else', () => {
    expect(isStoredImagePath('uploads/0123456789abcdef0123456789abcdef.webp')).toBe(true);
    expect(isStoredImagePath('/images/categories/dates.svg')).toBe(true);
    expect(isStoredImagePath('/images/../config.svg')).toBe(false);
    expect(isStoredImagePath('https://example.com/x.png')).toBe(false);
    expect(isStoredImagePath('javascript:alert(1)')).toBe(false);
    expect(isStoredImagePath('uploads/0123.webp')).toBe(false);
  });
});
