import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * A zustand persist storage that keeps one plain value under the spec's key (no `{state, version}` wrapper),
 * so other code and tests can read and write localStorage directly.
 */
export function plainStorage<P>(codec: {
  read: (raw: string) => P | null;
  write: (value: P) => string | null;
}): PersistStorage<P> {
  return {
    getItem(name): StorageValue<P> | null {
      let raw: string | null;
      try {
        raw = localStorage.getItem(name);
      } catch {
        return null;
      }
      if (raw === null) return null;
      const state = codec.read(raw);
      return state === null ? null : { state, version: 0 };
    },
    setItem(name, value) {
      try {
        const raw = codec.write(value.state);
        if (raw === null) localStorage.removeItem(name);
        else localStorage.setItem(name, raw);
      } catch {
        // storage full or blocked: the state still lives in memory
      }
    },
    removeItem(name) {
      try {
        localStorage.removeItem(name);
      } catch {
        // ignore
      }
    },
  };
}

export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Re-reads a persisted store when another tab (or a test) changes its key. */
export function syncAcrossTabs(key: string, rehydrate: () => unknown): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) void rehydrate();
  });
}
