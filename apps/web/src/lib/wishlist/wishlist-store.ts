import { WISHLIST_KEY, WISHLIST_LIMITS } from '@dukkan/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { parseJson, plainStorage, syncAcrossTabs } from '../persist';

/**
 * A guest's wishlist, kept in the browser under `WishlistItems` (beside the spec's CartItems and CompareItems):
 * a JSON list of `{uuid, name_ar, name_en}`, newest first. The names let a product that has since gone still be
 * named. A client's wishlist lives on the account; this one is merged into it at login and then emptied.
 */
export interface LocalWishlistItem {
  uuid: string;
  name_ar: string;
  name_en: string;
}

interface LocalWishlistState {
  items: LocalWishlistItem[];
  add: (item: LocalWishlistItem) => void;
  remove: (uuid: string) => void;
  clear: () => void;
}

const isItem = (v: unknown): v is LocalWishlistItem =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as LocalWishlistItem).uuid === 'string' &&
  typeof (v as LocalWishlistItem).name_ar === 'string' &&
  typeof (v as LocalWishlistItem).name_en === 'string';

export function readWishlist(raw: string): { items: LocalWishlistItem[] } | null {
  const parsed = parseJson(raw);
  if (!Array.isArray(parsed)) return null;
  const seen = new Set<string>();
  const items = parsed.filter(isItem).filter((item) => !seen.has(item.uuid) && !!seen.add(item.uuid));
  return { items: items.slice(0, WISHLIST_LIMITS.maxItems) };
}

export const useLocalWishlist = create<LocalWishlistState>()(
  persist(
    (set) => ({
      items: [],
      add: (item) =>
        set((s) =>
          s.items.some((i) => i.uuid === item.uuid)
            ? s
            : { items: [item, ...s.items].slice(0, WISHLIST_LIMITS.maxItems) },
        ),
      remove: (uuid) => set((s) => ({ items: s.items.filter((i) => i.uuid !== uuid) })),
      clear: () => set({ items: [] }),
    }),
    {
      name: WISHLIST_KEY,
      storage: plainStorage<{ items: LocalWishlistItem[] }>({
        read: readWishlist,
        write: (value) => (value.items.length ? JSON.stringify(value.items) : null),
      }),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

syncAcrossTabs(WISHLIST_KEY, () => useLocalWishlist.persist.rehydrate());
