import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { typeAsciiDigits } from '../phone';
import { Spinner } from './states';

/** The look of a text control, ringed in red while it is invalid; give it a height (`inputClass` does). */
export const controlClass = (invalid: boolean) =>
  `w-full rounded-xl bg-white px-4 text-start text-slate-900 ring-1 transition outline-none placeholder:text-slate-400 focus:ring-2 disabled:bg-slate-100 disabled:text-slate-500 ${
    invalid ? 'ring-rose-500 focus:ring-rose-600' : 'ring-slate-300 focus:ring-teal-600'
  }`;

/** A one-line control: an input or a select. */
export const inputClass = (invalid: boolean) => `h-12 ${controlClass(invalid)}`;

export interface FieldFrame {
  label: string;
  /** the first message for the field, shown beside it; the control is then marked invalid */
  error?: string | undefined;
  hint?: string | undefined;
  /** the control's name; `${name}-error` is the data-testid of its error line */
  name: string;
  /** the control's id, when the page needs a known one; otherwise a generated one */
  id?: string | undefined;
}

/** What the control itself carries: its id and name, and its links to the hint and the error. */
interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, control, hint and error, linked for assistive technology (aria-describedby, aria-invalid): the frame of
 * every field of the storefront's forms. The control comes from `children`, which receives what it must carry.
 */
export function Field({
  label,
  error,
  hint,
  name,
  id: givenId,
  children,
}: FieldFrame & { children: (control: ControlProps, invalid: boolean) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const invalid = !!error;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, name, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy }, invalid)}
      {/* the hint stays beside an error: what the field takes is most needed when it was not given */}
      {hint && (
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

export type InputProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

// forwardRef rather than React 19's ref prop: the storefront runs on preact/compat (docs/decisions/0011).
export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, name, id, className = '', ...input },
  ref,
) {
  const { onChange } = input;
  return (
    <Field label={label} error={error} hint={hint} name={name} id={id}>
      {(control, invalid) => (
        <input
          {...input}
          {...(input.type === 'tel' && {
            onChange: (event) => {
              typeAsciiDigits(event.currentTarget);
              onChange?.(event);
            },
          })}
          ref={ref}
          {...control}
          className={`${inputClass(invalid)} ${className}`}
        />
      )}
    </Field>
  );
});

export type TextAreaProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, error, hint, name, id, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} name={name} id={id}>
      {(control, invalid) => (
        <textarea
          {...input}
          ref={ref}
          {...control}
          className={`min-h-36 py-3 leading-relaxed ${controlClass(invalid)}`}
        />
      )}
    </Field>
  );
});

export type SelectProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
    options: { value: string; label: string }[];
    placeholder: string;
  };

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, hint, name, id, options, placeholder, ...select },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} name={name} id={id}>
      {(control, invalid) => (
        <select {...select} ref={ref} {...control} className={inputClass(invalid)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

/** A message for the whole form: errors as an alert, success as a status. */
export function FormMessage({
  tone,
  children,
  testId,
  elementRef,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  testId?: string | undefined;
  /** a message the keyboard's focus may be sent to */
  elementRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      ref={elementRef}
      tabIndex={elementRef ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-xl px-4 py-3 text-sm ring-1 focus:outline-none ${
        tone === 'error' ? 'bg-rose-50 text-rose-800 ring-rose-200' : 'bg-teal-50 text-teal-900 ring-teal-200'
      }`}
    >
      {children}
    </p>
  );
}

/**
 * The form's own error, when there is one, and what may follow it. A form refused for no field of its own (an expired
 * link, a refusal of the server's) has sent the keyboard's focus to the page's body, its button disabled while it
 * waited: the message takes it, so the keyboard and the screen reader are where the news is.
 */
export function FormError({ error, children, testId }: { error: ReactNode; children?: ReactNode; testId?: string }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error && (document.activeElement === null || document.activeElement === document.body)) {
      message.current?.focus();
    }
  }, [error]);
  if (!error) return null;
  return (
    <FormMessage tone="error" testId={testId} elementRef={message}>
      {error}
      {children && <> {children}</>}
    </FormMessage>
  );
}

export function SubmitButton({
  pending,
  children,
  testId,
  wide = false,
}: {
  pending: boolean;
  children: ReactNode;
  testId?: string;
  /** as wide as its column on every screen (a dialog, a summary), rather than only on phones */
  wide?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      className={`inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-teal-700 px-6 font-semibold text-white transition hover:bg-teal-800 disabled:opacity-70 ${wide ? '' : 'sm:w-auto sm:min-w-48'}`}
    >
      {pending && <Spinner className="size-5 border-white border-t-transparent" />}
      {children}
    </button>
  );
}
