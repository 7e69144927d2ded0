import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutForm, CheckoutMessage } from '../checkout-form';

/** Client checks carry a `checkout.*` key; the server's 422 messages arrive already in the shopper's language. */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`checkout.${error.message as CheckoutMessage}`);
  };
}

export const inputClass = (invalid: boolean) =>
  `h-12 w-full rounded-xl bg-white px-4 text-start ring-1 transition outline-none focus:ring-2 ${
    invalid ? 'ring-rose-500 focus:ring-rose-600' : 'ring-slate-300 focus:ring-teal-600'
  }`;

/** A labelled control with its hint and its error, wired for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (
    aria: Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>,
  ) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

type TextName = 'near_place' | 'receiver_name' | 'receiver_phone' | 'guest_name' | 'guest_phone';

/** A text input of the checkout form in its Field, registered under its name, which is also its id. */
export function InputField({
  form,
  name,
  label,
  hint,
  ...input
}: {
  form: UseFormReturn<CheckoutForm>;
  name: TextName;
  label: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'className'>) {
  const errorText = useErrorText();
  return (
    <Field id={name} label={label} hint={hint} error={errorText(form.formState.errors[name])}>
      {(aria) => <input {...aria} {...form.register(name)} {...input} className={inputClass(!!aria['aria-invalid'])} />}
    </Field>
  );
}

/** Who the form is about: a name and a Libyan phone, side by side. */
export function NamePhoneFields({
  form,
  name,
  phone,
  nameLabel,
  phoneLabel,
}: {
  form: UseFormReturn<CheckoutForm>;
  name: 'receiver_name' | 'guest_name';
  phone: 'receiver_phone' | 'guest_phone';
  nameLabel: string;
  phoneLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField form={form} name={name} label={nameLabel} autoComplete="name" dir="auto" />
      <InputField
        form={form}
        name={phone}
        label={phoneLabel}
        hint={t('checkout.phoneHint')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
      />
    </div>
  );
}

/** A large selectable card around a native radio button (keyboard and screen readers use the radio). */
export function RadioCard({
  input,
  title,
  text,
  aside,
  icon,
  testId,
}: {
  input: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  aside?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <label
      data-testid={testId}
      className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-300 transition has-checked:bg-teal-50/60 has-checked:ring-2 has-checked:ring-teal-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700 hover:ring-teal-500"
    >
      {input}
      {icon && (
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-700">{icon}</span>
      )}
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className="block font-semibold text-slate-900">{title}</span>
        {text && <span className="block text-sm text-slate-600">{text}</span>}
      </span>
      {aside && <span className="shrink-0 text-end font-bold text-teal-800">{aside}</span>}
    </label>
  );
}

export const radioClass = 'mt-1 size-5 shrink-0 accent-teal-700';
