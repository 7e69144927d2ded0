import { useId, type ReactNode } from 'react';

export const controlClass = (invalid: boolean) =>
  `h-12 w-full rounded-xl bg-white px-4 text-start text-slate-900 ring-1 transition outline-none placeholder:text-slate-400 focus:ring-2 ${
    invalid ? 'ring-rose-500 focus:ring-rose-600' : 'ring-slate-300 focus:ring-teal-600'
  }`;

export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, its control, a hint and the field's first error, linked for assistive technology. */
export function AddressField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (aria: ControlAria) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-rose-700" data-testid={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
