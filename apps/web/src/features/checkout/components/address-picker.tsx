import type { Address } from '@dukkan/contracts';
import { useListsTranslation } from '../../../lib/i18n/lists';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n';
import { formatPhone } from '../../../lib/phone';
import { routePath } from '../../../lib/routes';
import { RadioCard, radioClass } from './checkout-fields';

/** What the delivery is sent to: one of the client's saved addresses, or another typed for this order. */
export type AddressChoice = string | 'new';

/** The checkout's address picker: the saved addresses (the default preselected), then "another address". */
export function AddressPicker({
  addresses,
  choice,
  onChoose,
  saveNew,
  onSaveNew,
  canSave,
}: {
  addresses: Address[];
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
  saveNew: boolean;
  onSaveNew: (save: boolean) => void;
  /** false when the address book is full */
  canSave: boolean;
}) {
  const { t: tl } = useListsTranslation();
  const localized = useLocalized();
  const saveBox = choice === 'new' && canSave && (
    <label className="flex items-center gap-3 pt-1 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={saveNew}
        onChange={(e) => onSaveNew(e.target.checked)}
        data-testid="save-address"
        className="size-5 accent-teal-700"
      />
      {tl('addresses.saveForLater')}
    </label>
  );
  // no saved address yet: only the offer to keep the one typed below
  if (addresses.length === 0) return saveBox || null;
  return (
    <fieldset className="space-y-2" data-testid="address-picker">
      <legend className="mb-1.5 flex w-full items-center justify-between gap-3 text-sm font-semibold text-slate-800">
        <span>{tl('addresses.pickerLegend')}</span>
        <Link to={routePath('client.addresses')} className="font-semibold text-teal-700 hover:underline">
          {tl('addresses.manage')}
        </Link>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {addresses.map((address) => (
          <RadioCard
            key={address.uuid}
            testId="saved-address"
            input={
              <input
                type="radio"
                name="saved_address"
                value={address.uuid}
                checked={choice === address.uuid}
                onChange={() => onChoose(address.uuid)}
                className={radioClass}
              />
            }
            title={
              <span className="flex flex-wrap items-center gap-2">
                <bdi>{address.label}</bdi>
                {address.is_default && (
                  <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {tl('addresses.default')}
                  </span>
                )}
              </span>
            }
            text={
              <>
                <bdi>{address.recipient_name}</bdi> ·{' '}
                <bdi dir="ltr" className="whitespace-nowrap">
                  {formatPhone(address.phone)}
                </bdi>
                <br />
                {localized(address.city.name)}
                {tl('addresses.separator')}
                <bdi>{address.address_line}</bdi>
              </>
            }
          />
        ))}
        <RadioCard
          testId="new-address"
          input={
            <input
              type="radio"
              name="saved_address"
              value="new"
              checked={choice === 'new'}
              onChange={() => onChoose('new')}
              className={radioClass}
            />
          }
          title={tl('addresses.another')}
          text={tl('addresses.anotherHint')}
        />
      </div>
      {saveBox}
    </fieldset>
  );
}
