import { create } from 'zustand';

interface SelectionState {
  /** selected order uuids with their numbers, in the order they were picked */
  selected: Map<string, string>;
  toggle: (uuid: string, number: string) => void;
  setMany: (orders: { uuid: string; number: string }[], on: boolean) => void;
  clear: () => void;
}

/** The desk's bulk selection; at most the API's 100 orders per bulk change. */
export const MAX_BULK = 100;

export const useSelection = create<SelectionState>()((set) => ({
  selected: new Map(),
  toggle: (uuid, number) =>
    set((s) => {
      const selected = new Map(s.selected);
      if (selected.has(uuid)) selected.delete(uuid);
      else if (selected.size < MAX_BULK) selected.set(uuid, number);
      return { selected };
    }),
  setMany: (orders, on) =>
    set((s) => {
      const selected = new Map(s.selected);
      for (const { uuid, number } of orders) {
        if (!on) selected.delete(uuid);
        else if (selected.size < MAX_BULK) selected.set(uuid, number);
      }
      return { selected };
    }),
  clear: () => set({ selected: new Map() }),
}));
