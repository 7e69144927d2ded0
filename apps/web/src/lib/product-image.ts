export const DEFAULT_IMAGE = '/images/default.svg';

export interface ImageSource {
  main_attachment: { img_path: string } | null;
  CategoryProducts?: { category: { img: string | null } }[];
}

/** Spec: main_attachment.img_path, else the first category's img, else the default image. */
export function productImageSrc(product: ImageSource): string {
  return product.main_attachment?.img_path || product.CategoryProducts?.[0]?.category.img || DEFAULT_IMAGE;
}
