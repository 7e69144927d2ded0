import type { ReactNode } from 'react';

/** The white card the account screens sit in. */
export function FormCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8 ${className}`}>{children}</div>
  );
}
