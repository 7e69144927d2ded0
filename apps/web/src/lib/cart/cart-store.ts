import { fromMilli, lineFromShownPrices, orderTotals, totalsInDinars, type Product } from '@dukkan/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { parseJson, plainStorage, syncAcrossTabs } from '../persist';

export const CART_KEY = 'CartItems';

/** A line of the cart, with the spec's fields (section 3, cart item). Prices are LYD per unit. */
export interface CartItem {
  uuid: string;
  name_ar: string;
  name_en: string;
  main_attachment: { img_path: string } | null;
  short_description_ar: string;
  short_description_en: string;
  quantity: number;
  selling_price: number;
  selling_price_after_discount: number;
  selling_price_after_tax: number;
  /** what the line costs the shopper: selling_price_after_tax × quantity (docs/decisions/0021-cart-totals.md) */
  total: number;
  /** an option of a product sold in several (decision 0053): its colour and size, to tell the lines apart */
  color_ar?: string;
  color_en?: string;
  size_ar?: string;
  size_en?: string;
}

export type CartProduct = Pick<
  Product,
  | 'uuid'
  | 'name'
  | 'short_description'
  | 'main_attachment'
  | 'selling_price'
  | 'selling_price_after_discount'
  | 'selling_price_after_tax'
> &
  Partial<Pick<Product, 'options_count' | 'color' | 'size'>>;

const OPTION_FIELDS = ['color_ar', 'color_en', 'size_ar', 'size_en'] as const;

/** The colour and size a line keeps: an option's only (a product sold in one form is told apart by its name). */
function optionFields(product: CartProduct): Pick<CartItem, (typeof OPTION_FIELDS)[number]> {
  if (!product.options_count) return {};
  return {
    ...(product.color ? { color_ar: product.color.ar, color_en: product.color.en } : {}),
    ...(product.size ? { size_ar: product.size.ar, size_en: product.size.en } : {}),
  };
}

/** A stored line with its option fields kept only when they are text (the storage may have been edited). */
function withCleanOptions(item: CartItem): CartItem {
  const clean: CartItem = { ...item };
  for (const field of OPTION_FIELDS) if (typeof clean[field] !== 'string') delete clean[field];
  return clean;
}

const normalQuantity = (quantity: number) => Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1));

function withQuantity(item: CartItem, quantity: number): CartItem {
  const q = normalQuantity(quantity);
  return { ...item, quantity: q, total: fromMilli(lineFromShownPrices(item, q).line_total_milli) };
}

export function toCartItem(product: CartProduct, quantity: number): CartItem {
  return withQuantity(
    {
      uuid: product.uuid,
      name_ar: product.name.ar,
      name_en: product.name.en,
      main_attachment: product.main_attachment,
      short_description_ar: product.short_description.ar,
      short_description_en: product.short_description.en,
      quantity: 1,
      selling_price: product.selling_price,
      selling_price_after_discount: product.selling_price_after_discount,
      selling_price_after_tax: product.selling_price_after_tax,
      total: product.selling_price_after_tax,
      ...optionFields(product),
    },
    quantity,
  );
}

/**
 * The cart's amounts, added up by the order pricing of @dukkan/contracts (the rule the API charges), so
 * the header, the sidebar, the cart and the checkout show one and the same total.
 */
export interface CartTotals {
  /** number of lines (spec: cart count) */
  count: number;
  /** Σ selling_price × quantity: the goods before discounts and tax */
  subtotal: number;
  /** Σ product discount × quantity */
  discount: number;
  /** Σ unit tax × quantity */
  tax: number;
  /** what the shopper pays for the goods: Σ selling_price_after_tax × quantity (spec: cart total price; see 0021) */
  total: number;
}

export function cartTotals(items: CartItem[]): CartTotals {
  const t = totalsInDinars(
    orderTotals(
      items.map((i) => lineFromShownPrices(i, i.quantity)),
      null,
      0,
    ),
  );
  return { count: items.length, subtotal: t.subtotal, discount: t.discount, tax: t.tax, total: t.total };
}

export type CartPrices = Pick<CartItem, 'selling_price' | 'selling_price_after_discount' | 'selling_price_after_tax'>;

interface CartState {
  items: CartItem[];
  /** adds a product, or adds to the quantity of its line */
  add: (product: CartProduct, quantity: number) => void;
  increase: (uuid: string) => void;
  decrease: (uuid: string) => void;
  setQuantity: (uuid: string, quantity: number) => void;
  remove: (uuid: string) => void;
  /** takes the server's current unit prices for a line (checkout's 422 price_changed / cart_changed) */
  updatePrices: (uuid: string, prices: CartPrices) => void;
  clear: () => void;
}

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const price = (key: string) => typeof v[key] === 'number' && Number.isFinite(v[key]) && (v[key] as number) >= 0;
  return (
    typeof v['uuid'] === 'string' &&
    Number.isInteger(v['quantity']) &&
    (v['quantity'] as number) > 0 &&
    price('selling_price') &&
    price('selling_price_after_discount') &&
    price('selling_price_after_tax')
  );
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      add: (product, quantity) =>
        set((s) => {
          const existing = s.items.find((i) => i.uuid === product.uuid);
          if (!existing) return { items: [...s.items, toCartItem(product, quantity)] };
          return {
            items: s.items.map((i) =>
              i.uuid === product.uuid ? withQuantity(toCartItem(product, i.quantity), i.quantity + quantity) : i,
            ),
          };
        }),
      increase: (uuid) =>
        set((s) => ({ items: s.items.map((i) => (i.uuid === uuid ? withQuantity(i, i.quantity + 1) : i)) })),
      decrease: (uuid) =>
        set((s) => ({ items: s.items.map((i) => (i.uuid === uuid ? withQuantity(i, i.quantity - 1) : i)) })),
      setQuantity: (uuid, quantity) =>
        set((s) => ({ items: s.items.map((i) => (i.uuid === uuid ? withQuantity(i, quantity) : i)) })),
      remove: (uuid) => set((s) => ({ items: s.items.filter((i) => i.uuid !== uuid) })),
      updatePrices: (uuid, prices) =>
        set((s) => ({
          items: s.items.map((i) => (i.uuid === uuid ? withQuantity({ ...i, ...prices }, i.quantity) : i)),
        })),
      clear: () => set({ items: [] }),
    }),
    {
      name: CART_KEY,
      storage: plainStorage<{ items: CartItem[] }>({
        read: (raw) => {
          const parsed = parseJson(raw);
          return Array.isArray(parsed)
            ? { items: parsed.filter(isCartItem).map((i) => withQuantity(withCleanOptions(i), i.quantity)) }
            : null;
        },
        write: (value) => JSON.stringify(value.items),
      }),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

syncAcrossTabs(CART_KEY, () => useCartStore.persist.rehydrate());

export const useCartTotals = (): CartTotals => {
  const items = useCartStore((s) => s.items);
  return cartTotals(items);
};

export const cartQuantityOf = (uuid: string): number =>
  useCartStore.getState().items.find((i) => i.uuid === uuid)?.quantity ?? 0;
