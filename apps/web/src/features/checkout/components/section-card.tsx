import { useId, type ReactNode } from 'react';

/** A white card of the checkout form with its heading. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200/70 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
