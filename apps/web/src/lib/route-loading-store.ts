import { create } from 'zustand';

interface RouteLoadingState {
  active: boolean;
  /** bumps when a navigation ends, so the bar can play its finishing sweep */
  finished: number;
}

export const useRouteLoadingStore = create<RouteLoadingState>(() => ({ active: false, finished: 0 }));

export function startRouteLoading(): void {
  if (!useRouteLoadingStore.getState().active) useRouteLoadingStore.setState({ active: true });
}

export function stopRouteLoading(): void {
  useRouteLoadingStore.setState((s) => ({ active: false, finished: s.finished + 1 }));
}
