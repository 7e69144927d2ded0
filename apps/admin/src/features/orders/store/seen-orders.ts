import type { StatusCounts } from '../../../lib/admin-types';
import { create } from 'zustand';

/** Orders are never deleted, so the sum of the counts per status only grows with new orders. */
export function totalOf(counts: StatusCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

interface SeenOrdersState {
  /** the number of orders when the desk last showed its list; null before the first summary */
  seenTotal: number | null;
  markSeen: (total: number) => void;
  reset: () => void;
}

export const useSeenOrders = create<SeenOrdersState>()((set) => ({
  seenTotal: null,
  markSeen: (total) => set((s) => (s.seenTotal === null || total > s.seenTotal ? { seenTotal: total } : s)),
  reset: () => set({ seenTotal: null }),
}));
