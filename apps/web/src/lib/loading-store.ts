import { create } from 'zustand';

interface LoadingState {
  /** the spec's global loading flag: a full-page overlay shows while it is set */
  loading: boolean;
  controller: AbortController | null;
}

export const useLoadingStore = create<LoadingState>(() => ({ loading: false, controller: null }));

/** Cancels the running task: its request is aborted and the overlay goes away. */
export function cancelLoading(): void {
  useLoadingStore.getState().controller?.abort();
  useLoadingStore.setState({ loading: false, controller: null });
}

/** Runs a task under the global loading flag; the shopper can cancel it from the overlay. */
export async function runWithLoading<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  useLoadingStore.getState().controller?.abort();
  const controller = new AbortController();
  useLoadingStore.setState({ loading: true, controller });
  try {
    return await task(controller.signal);
  } finally {
    if (useLoadingStore.getState().controller === controller) {
      useLoadingStore.setState({ loading: false, controller: null });
    }
  }
}
