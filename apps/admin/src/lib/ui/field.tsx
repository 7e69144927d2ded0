import { type ChangeEvent, useId, type InputHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from './states';

/** A labelled control with its hint and error, wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A controlled input's value and change handler. */
export interface ControlledInput {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A password's labelled input, typed left to right whatever the page's direction; `field` is what `register` gives,
 * or a controlled input's value and change handler.
 */
export function PasswordInput({
  label,
  hint,
  error,
  autoComplete,
  field,
}: {
  label: ReactNode;
  hint?: string;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  field: UseFormRegisterReturn | ControlledInput;
}) {
  return (
    <Field label={label} error={error} {...(hint === undefined ? {} : { hint })}>
      {(props) => (
        <input {...props} {...field} type="password" dir="ltr" autoComplete={autoComplete} className={inputClass} />
      )}
    </Field>
  );
}

/** What an authenticator code's input carries: six digits, the phone's one-time-code fill, digits spaced out. */
export const otpInputProps = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  dir: 'ltr',
  // six digits, or two groups of three as authenticator apps show them
  maxLength: 7,
  className: `${inputClass} tracking-[0.4em]`,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;

/** A text's two inputs, `<name>_ar` right to left and `<name>_en` left to right, each with its label and error. */
export function ArEnFields<T extends FieldValues>({
  name,
  labels,
  form: { register, errors },
}: {
  name: string;
  labels: [ar: string, en: string];
  form: { register: UseFormRegister<T>; errors: FieldErrors<T> };
}) {
  return (['ar', 'en'] as const).map((lang, i) => {
    const field = `${name}_${lang}` as Path<T>;
    const error = errors[field]?.message;
    return (
      <Field key={lang} label={labels[i]} error={typeof error === 'string' ? error : undefined}>
        {(props) => (
          <input
            {...props}
            {...register(field)}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            lang={lang}
            className={inputClass}
          />
        )}
      </Field>
    );
  });
}
