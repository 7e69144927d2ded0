import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema.js';
import { CARD_FORMAT, toProduct } from './mappers.js';

const row: ProductRow = {
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  name_ar: 'عطر',
  name_en: 'Perfume',
  short_description_ar: 'قصير',
  short_description_en: 'Short',
  description_ar: 'وصف',
  description_en: 'Description',
  brand: 'Lattafa',
  model: 'L-1',
  color_ar: 'أحمر',
  color_en: 'Red',
  quantity: 4,
  is_available: 1,
  price_milli: 30_000,
  discount_milli: 5_000,
  tax_rate_bp: 1_000,
  is_featured: 1,
  sales_count: 9,
  search_text: 'عطر perfume lattafa l-1',
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  archived_at: null,
  variant_of: 3,
  sku: 'P-7',
  size_ar: 'كبير',
  size_en: 'Large',
};

/**
 * Stored product cards (migration 0017, decision 0063) are kept until their product changes: a card built by an
 * earlier release is only built again when its format differs. So any change to what `toProduct` makes must come
 * with a new `CARD_FORMAT`, and this snapshot pairs the two: when it fails, raise CARD_FORMAT, then update it.
 */
describe('the stored card format', () => {
  it('names what toProduct makes', () => {
    const relations = {
      images: new Map([[3, ['uploads/0123456789abcdef0123456789abcdef.webp']]]),
      categories: new Map([[3, [{ id: 2, name_ar: 'عطور', name_en: 'Perfumes', img: null }]]]),
      mainUuids: new Map([[3, '00000000-0000-4000-8000-000000000003']]),
      optionCounts: new Map([[3, 2]]),
    };
    expect({ CARD_FORMAT, card: toProduct(row, relations) }).toMatchInlineSnapshot(`
      {
        "CARD_FORMAT": 1,
        "card": {
          "CategoryProducts": [
            {
              "category": {
                "id": 2,
                "img": null,
                "name": {
                  "ar": "عطور",
                  "en": "Perfumes",
                },
              },
            },
          ],
          "attachments": [
            {
              "img_path": "/images/uploads/0123456789abcdef0123456789abcdef.webp",
            },
          ],
          "brand": "Lattafa",
          "color": {
            "ar": "أحمر",
            "en": "Red",
          },
          "created_at": "2026-11-27T10:00:00.000Z",
          "description": {
            "ar": "وصف",
            "en": "Description",
          },
          "discount_percentage": 17,
          "is_available": true,
          "is_featured": true,
          "is_there_discount": true,
          "main_attachment": {
            "img_path": "/images/uploads/0123456789abcdef0123456789abcdef.webp",
          },
          "modal": "L-1",
          "name": {
            "ar": "عطر",
            "en": "Perfume",
          },
          "options_count": 3,
          "quantity": 4,
          "sales_count": 9,
          "selling_price": 30,
          "selling_price_after_discount": 25,
          "selling_price_after_tax": 27.5,
          "short_description": {
            "ar": "قصير",
            "en": "Short",
          },
          "size": {
            "ar": "كبير",
            "en": "Large",
          },
          "sku": "P-7",
          "tax_percentage": 10,
          "uuid": "00000000-0000-4000-8000-000000000007",
          "variant_of": "00000000-0000-4000-8000-000000000003",
        },
      }
    `);
  });
});
