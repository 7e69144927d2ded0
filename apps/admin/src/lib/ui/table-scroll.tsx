import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone; focusable and named, so keyboards can scroll it too. Positioned, so
 * the visually hidden labels inside stay inside it instead of widening the page.
 */
export function TableScroll({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      {children}
    </div>
  );
}
