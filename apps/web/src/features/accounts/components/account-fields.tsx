import { forwardRef, useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { keepFocusInPage } from '../../../lib/ui/dialog-focus';
import { primaryActionClass } from '../../../lib/ui/states';
import { useAuthStore } from '../../../lib/auth';
import type { RegistrationValues } from '../profile-form';
import type { BoundField } from '../use-account-form';
import { TextField, type InputProps } from '../../../lib/ui/form-field';
import { PlaceFields } from './place-fields';

export const secondaryActionClass =
  'rounded-xl px-5 py-2.5 font-semibold text-teal-800 ring-1 ring-teal-200 hover:bg-teal-50';

// forwardRef rather than React 19's ref prop: the storefront runs on preact/compat (docs/decisions/0011).
export const EmailField = forwardRef<HTMLInputElement, Omit<InputProps, 'label'>>(function EmailField(props, ref) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('accounts.email')}
      type="email"
      dir="ltr"
      inputMode="email"
      autoComplete="email"
      {...props}
      ref={ref}
    />
  );
});

export const PasswordField = forwardRef<HTMLInputElement, InputProps>(function PasswordField(props, ref) {
  return <TextField type="password" dir="ltr" {...props} ref={ref} />;
});

/** A new password, with the rules as its hint, and its confirmation. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: BoundField;
  confirmation: BoundField;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={t('accounts.passwordHint')} {...password} />
      <PasswordField label={t('accounts.passwordConfirmation')} autoComplete="new-password" {...confirmation} />
    </>
  );
}

type ClientDetails = Omit<RegistrationValues, 'password' | 'password_confirmation'>;
type DetailName = Exclude<keyof ClientDetails, 'country_id' | 'city_id'>;

/**
 * Registers the client's text details in the order the form shows them. Call it in the form's own render, before
 * its other fields: react-hook-form focuses the first invalid field in the order the fields were registered.
 */
export function bindClientDetails(field: (name: DetailName) => BoundField): Record<DetailName, BoundField> {
  return {
    first_name: field('first_name'),
    last_name: field('last_name'),
    email: field('email'),
    phone: field('phone'),
    near_place: field('near_place'),
  };
}

/** The client's own details, as registration asks for them and the profile edits them; for a two-column grid. */
export function ClientDetailsFields<T extends FieldValues & ClientDetails, O>({
  form,
  fields,
}: {
  form: UseFormReturn<T, unknown, O>;
  fields: Record<DetailName, BoundField>;
}) {
  const { t } = useTranslation();
  const { setValue } = form;
  const { isSubmitted } = form.formState;
  const setPlace = useCallback(
    (name: 'country_id' | 'city_id', value: string) =>
      setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );
  return (
    <>
      <TextField label={t('accounts.firstName')} autoComplete="given-name" dir="auto" {...fields.first_name} />
      <TextField label={t('accounts.lastName')} autoComplete="family-name" dir="auto" {...fields.last_name} />
      <EmailField {...fields.email} />
      <TextField
        label={t('accounts.phone')}
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        placeholder="09XXXXXXXX"
        hint={t('accounts.phoneHint')}
        {...fields.phone}
      />
      <PlaceFields control={form.control} setPlace={setPlace} />
      <div className="sm:col-span-2">
        <TextField
          label={t('accounts.nearPlace')}
          autoComplete="street-address"
          dir="auto"
          hint={t('accounts.nearPlaceHint')}
          {...fields.near_place}
        />
      </div>
    </>
  );
}

/** A link-styled button that opens the login dialog. */
export function OpenLoginButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => useAuthStore.getState().openLoginModal()}
      className="rounded font-semibold text-teal-700 hover:underline"
    >
      {children}
    </button>
  );
}

/** What a form shows once it has done its work: an icon in a circle, then the message and what comes next. */
export function DonePanel({
  testId,
  icon,
  padded = false,
  children,
}: {
  testId: string;
  icon: ReactNode;
  padded?: boolean;
  children: ReactNode;
}) {
  // it takes the place of the form whose button was pressed: the keyboard's focus goes to it, not to the page's body
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => keepFocusInPage(() => panel.current), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      className={`${padded ? 'space-y-4 py-6 text-center' : 'space-y-4 text-center'} outline-none`}
      data-testid={testId}
    >
      <div className="mx-auto grid size-16 place-items-center rounded-full bg-teal-50 text-teal-700">{icon}</div>
      {children}
    </div>
  );
}

/** "Continue shopping" and, beside it, another way on. */
export function ContinueShoppingActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to={routePath('client.home')} className={primaryActionClass}>
        {t('accounts.continueShopping')}
      </Link>
      {children}
    </div>
  );
}
