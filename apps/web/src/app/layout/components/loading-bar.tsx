import { useRouteLoadingStore } from '../../../lib/route-loading-store';

/** The slim top bar of spec 2: on while a navigation runs, with a short finishing sweep. */
export function LoadingBar() {
  const active = useRouteLoadingStore((s) => s.active);
  const finished = useRouteLoadingStore((s) => s.finished);
  return (
    <div
      aria-hidden="true"
      data-testid="route-loading-bar"
      data-state={active ? 'loading' : 'idle'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      {active ? (
        <div className="h-full origin-left bg-teal-500 animate-[route-progress_8s_cubic-bezier(.1,.7,.2,1)_forwards] rtl:origin-right" />
      ) : (
        finished > 0 && (
          <div
            key={finished}
            className="h-full origin-left bg-teal-500 animate-[route-done_450ms_ease-out_forwards] rtl:origin-right"
          />
        )
      )}
    </div>
  );
}
