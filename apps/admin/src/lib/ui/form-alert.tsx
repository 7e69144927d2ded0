import type { ReactNode } from 'react';

/** What went wrong with a form as a whole (a refusal of no one field, a lost connection), above its fields. */
export function FormAlert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={`rounded-xl bg-red-50 p-3 font-semibold text-red-800 ${className}`}>
      {children}
    </p>
  );
}
