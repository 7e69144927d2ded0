import type { Address } from '@dukkan/contracts';
import { useState } from 'react';
import { useListsTranslation } from '../../../lib/i18n/lists';
import { useLocalized } from '../../../lib/i18n';
import { formatPhone } from '../../../lib/phone';
import { CheckIcon, PinIcon } from '../../../lib/ui/icons';

const actionClass =
  'inline-flex h-10 items-center rounded-xl px-3 text-sm font-semibold ring-1 transition disabled:opacity-60';

/** One saved address with its actions: make default, edit, delete (asked twice). */
export function AddressCard({
  address,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const { t: tl } = useListsTranslation();
  const localized = useLocalized();
  const [confirming, setConfirming] = useState(false);
  const headingId = `address-${address.uuid}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="address-card"
      data-default={address.is_default}
      className={`flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 sm:p-5 ${
        address.is_default ? 'ring-2 ring-teal-600' : 'ring-slate-200/70'
      }`}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-teal-50 text-teal-700">
          <PinIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1 wrap-anywhere">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
            <bdi>{address.label}</bdi>
            {address.is_default && (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white"
                data-testid="address-default-badge"
              >
                <CheckIcon className="size-3.5" />
                {tl('addresses.default')}
              </span>
            )}
          </h2>
          <p className="mt-1 text-slate-800">
            <bdi>{address.recipient_name}</bdi> ·{' '}
            <bdi dir="ltr" className="whitespace-nowrap">
              {formatPhone(address.phone)}
            </bdi>
          </p>
          <p className="text-slate-600">
            {localized(address.city.name)}
            {tl('addresses.separator')}
            <bdi>{address.address_line}</bdi>
          </p>
          {address.notes && (
            <p className="text-sm text-slate-500">
              <bdi>{address.notes}</bdi>
            </p>
          )}
        </div>
      </div>
      {confirming ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded-xl bg-rose-50 p-3"
          role="group"
          aria-label={tl('addresses.confirmDelete')}
        >
          <span className="me-auto text-sm font-semibold text-rose-900">{tl('addresses.confirmDelete')}</span>
          <button
            type="button"
            disabled={busy}
            onClick={onDelete}
            data-testid="address-delete-confirm"
            className={`${actionClass} bg-rose-700 text-white ring-rose-700 hover:bg-rose-800`}
          >
            {tl('addresses.confirmDeleteYes')}
          </button>
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className={`${actionClass} bg-white text-slate-700 ring-slate-300`}
          >
            {tl('addresses.cancel')}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {!address.is_default && (
            <button
              type="button"
              disabled={busy}
              onClick={onMakeDefault}
              data-testid="address-make-default"
              className={`${actionClass} bg-teal-50 text-teal-800 ring-teal-200 hover:bg-teal-100`}
            >
              {tl('addresses.setDefault')}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={onEdit}
            data-testid="address-edit"
            className={`${actionClass} text-slate-700 ring-slate-300 hover:bg-slate-50`}
          >
            {tl('addresses.edit')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            data-testid="address-delete"
            className={`${actionClass} text-rose-700 ring-rose-200 hover:bg-rose-50`}
          >
            {tl('addresses.delete')}
          </button>
        </div>
      )}
    </article>
  );
}
