import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../lib/ui/form-field';
import type { CheckoutForm, CheckoutMessage } from '../checkout-form';

/** Client checks carry a `checkout.*` key; the server's 422 messages arrive already in the shopper's language. */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`checkout.${error.message as CheckoutMessage}`);
  };
}

type TextName = 'near_place' | 'receiver_name' | 'receiver_phone' | 'guest_name' | 'guest_phone';

/** A text input of the checkout form, registered under its name, which is also its id. */
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
    <TextField
      {...input}
      {...form.register(name)}
      id={name}
      label={label}
      hint={hint}
      error={errorText(form.formState.errors[name])}
    />
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
      <span className="min-w-0 flex-1 space-y-0.5 wrap-anywhere">
        <span className="block font-semibold text-slate-900">{title}</span>
        {text && <span className="block text-sm text-slate-600">{text}</span>}
      </span>
      {aside && <span className="shrink-0 text-end font-bold text-teal-800">{aside}</span>}
    </label>
  );
}

export const radioClass = 'mt-1 size-5 shrink-0 accent-teal-700';
