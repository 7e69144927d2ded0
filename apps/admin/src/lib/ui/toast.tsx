import { create } from 'zustand';

interface ToastState {
  message: string | null;
  tone: 'ok' | 'error';
  show: (message: string, tone?: 'ok' | 'error') => void;
  clear: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** One short message at a time, announced politely to screen readers. */
export const useToast = create<ToastState>()((set) => ({
  message: null,
  tone: 'ok',
  show: (message, tone = 'ok') => {
    clearTimeout(timer);
    set({ message, tone });
    timer = setTimeout(() => set({ message: null }), 5000);
  },
  clear: () => set({ message: null }),
}));

export function Toast() {
  const { message, tone } = useToast();
  return (
    <div
      aria-live="polite"
      className="no-print pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {message && (
        <p
          className={`max-w-md rounded-xl px-4 py-3 font-semibold shadow-lg ${
            tone === 'ok' ? 'bg-slate-900 text-white' : 'bg-red-700 text-white'
          }`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
