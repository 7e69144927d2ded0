import type { AdminDiscountCode, DiscountCodeBodyInput } from '@dukkan/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typedNumber } from '../../../lib/form-errors';
import { shopClockInput, shopClockInstant } from '../../../lib/format';
import { Field } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { GridCheckbox, GridFormActions, useSaveForm } from '../../../lib/ui/list-editing';
import { inputClass } from '../../../lib/ui/states';
import { useSaveDiscountCode } from '../api/discount-codes';

interface Values {
  code: string;
  type: 'percent' | 'amount';
  value: string;
  max_discount: string;
  min_order: string;
  max_uses: string;
  per_client_limit: string;
  starts_at: string;
  expires_at: string;
  is_active: boolean;
}
const FIELDS = Object.keys({
  code: 1,
  type: 1,
  value: 1,
  max_discount: 1,
  min_order: 1,
  max_uses: 1,
  per_client_limit: 1,
  starts_at: 1,
  expires_at: 1,
  is_active: 1,
} satisfies Record<keyof Values, 1>);

const text = (n: number | null) => (n === null ? '' : String(n));

function valuesOf(code: AdminDiscountCode | null): Values {
  return {
    code: code?.code ?? '',
    type: code?.type ?? 'percent',
    value: text(code?.value ?? null),
    max_discount: text(code?.max_discount ?? null),
    min_order: code ? String(code.min_order) : '0',
    max_uses: text(code?.max_uses ?? null),
    per_client_limit: text(code?.per_client_limit ?? null),
    starts_at: shopClockInput(code?.starts_at ?? null),
    expires_at: shopClockInput(code?.expires_at ?? null),
    is_active: code?.is_active ?? true,
  };
}

/** The body every term is sent in; the server checks it and answers 422 on the fields. */
function codeBody(v: Values): DiscountCodeBodyInput {
  return {
    code: v.code,
    type: v.type,
    value: typedNumber(v.value) as number,
    max_discount: v.type === 'percent' ? typedNumber(v.max_discount) : null,
    min_order: typedNumber(v.min_order) ?? 0,
    max_uses: typedNumber(v.max_uses),
    per_client_limit: typedNumber(v.per_client_limit),
    starts_at: shopClockInstant(v.starts_at),
    expires_at: shopClockInstant(v.expires_at),
    is_active: v.is_active,
  };
}

/** Adds a code, or edits `code` (every term at once). */
export function CodeForm({ code, onDone }: { code: AdminDiscountCode | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDiscountCode();
  const form = useSaveForm<Values>(valuesOf(code), FIELDS);
  const { register, handleSubmit, control, errors, formError, submit } = form;
  const type = useWatch({ control, name: 'type' });
  const onSubmit = handleSubmit((values) => {
    submit(
      save,
      { id: code?.id ?? null, body: codeBody(values) },
      (saved) => t(code ? 'discounts.saved' : 'discounts.created', { code: saved.code }),
      onDone,
    );
  });
  const number = { inputMode: 'decimal' as const, dir: 'ltr' as const, className: inputClass };
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {formError && <FormAlert className="sm:col-span-2 lg:col-span-4">{formError}</FormAlert>}
      <Field label={t('discounts.code')} hint={t('discounts.codeHint')} error={errors.code?.message}>
        {(props) => <input {...props} {...register('code')} dir="ltr" autoComplete="off" className={inputClass} />}
      </Field>
      <Field label={t('discounts.type')} error={errors.type?.message}>
        {(props) => (
          <select {...props} {...register('type')} className={inputClass}>
            <option value="percent">{t('discounts.percent')}</option>
            <option value="amount">{t('discounts.amount')}</option>
          </select>
        )}
      </Field>
      <Field
        label={type === 'percent' ? t('discounts.valuePercent') : t('discounts.valueAmount')}
        error={errors.value?.message}
      >
        {(props) => <input {...props} {...register('value')} {...number} />}
      </Field>
      {type === 'percent' && (
        <Field
          label={t('discounts.maxDiscount')}
          hint={t('discounts.maxDiscountHint')}
          error={errors.max_discount?.message}
        >
          {(props) => <input {...props} {...register('max_discount')} {...number} />}
        </Field>
      )}
      <Field label={t('discounts.minOrder')} error={errors.min_order?.message}>
        {(props) => <input {...props} {...register('min_order')} {...number} />}
      </Field>
      <Field label={t('discounts.maxUses')} hint={t('discounts.unlimitedHint')} error={errors.max_uses?.message}>
        {(props) => <input {...props} {...register('max_uses')} {...number} inputMode="numeric" />}
      </Field>
      <Field
        label={t('discounts.perClient')}
        hint={t('discounts.unlimitedHint')}
        error={errors.per_client_limit?.message}
      >
        {(props) => <input {...props} {...register('per_client_limit')} {...number} inputMode="numeric" />}
      </Field>
      <Field label={t('discounts.startsAt')} error={errors.starts_at?.message}>
        {(props) => <input {...props} {...register('starts_at')} type="datetime-local" className={inputClass} />}
      </Field>
      <Field label={t('discounts.expiresAt')} error={errors.expires_at?.message}>
        {(props) => <input {...props} {...register('expires_at')} type="datetime-local" className={inputClass} />}
      </Field>
      <GridCheckbox label={t('discounts.active')} input={register('is_active')} />
      <GridFormActions
        saving={save.isPending}
        onCancel={onDone}
        className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4"
      >
        {code && <p className="text-sm text-slate-600">{t('discounts.placedKeep')}</p>}
      </GridFormActions>
    </form>
  );
}
