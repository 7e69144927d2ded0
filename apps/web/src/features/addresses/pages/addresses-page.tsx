import { ADDRESS_LIMITS, type Address, type AddressBodyInput } from '@dukkan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListsTranslation } from '../../../lib/i18n/lists';
import {
  addressesQueryOptions,
  createAddress,
  deleteAddress,
  makeDefaultAddress,
  updateAddress,
} from '../../../lib/addresses';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { keepFocusInPage } from '../../../lib/ui/dialog-focus';
import { PinIcon, PlusIcon } from '../../../lib/ui/icons';
import { EmptyState, LoadFailed, PageHeading, Spinner } from '../../../lib/ui/states';
import { addressValues, emptyAddress } from '../address-form-values';
import { AddressCard } from '../components/address-card';
import { AddressForm } from '../components/address-form';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/** client.addresses: the client's address book. */
export function AddressesPage() {
  const { t } = useTranslation();
  const { t: tl } = useListsTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const options = addressesQueryOptions(session.token);
  const list = useQuery(options);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // an action's button goes (the form closes, a card is deleted) or is disabled while it runs: the keyboard's focus
  // goes to the message that says what happened, or back to the add button when a form is cancelled
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const told = useRef(false);
  useEffect(() => {
    if (!notice || !told.current) return;
    told.current = false;
    noticeRef.current?.focus();
  }, [notice]);
  const tell = (message: string) => {
    told.current = true;
    setNotice(message);
  };
  const closeForm = () => {
    setEditing(null);
    keepFocusInPage(() => addRef.current);
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const act = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    setNotice(null);
    try {
      tell((await call()).message);
    } catch (error) {
      tell(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : t('common.unexpectedError'),
      );
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const save = async (call: () => Promise<{ data: Address; message: string }>) => {
    const answer = await call();
    tell(answer.message);
    setEditing(null);
    await refresh();
    return answer.data;
  };

  const addresses = list.data ?? [];
  const full = addresses.length >= ADDRESS_LIMITS.maxPerClient;
  const client = session.client;

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className="space-y-1">
        <PageHeading title={tl('addresses.title')} />
        <p className="text-slate-600">{tl('addresses.intro')}</p>
      </div>
      {notice && (
        <p
          ref={noticeRef}
          role="status"
          tabIndex={-1}
          className="rounded-xl bg-teal-50 px-4 py-3 text-sm text-teal-900 ring-1 ring-teal-100"
          data-testid="address-notice"
        >
          {notice}
        </p>
      )}

      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.uuid : 'new'}
          title={editing.kind === 'edit' ? tl('addresses.editTitle') : tl('addresses.newTitle')}
          defaults={
            editing.kind === 'edit'
              ? addressValues(editing.address)
              : emptyAddress(client ? `${client.first_name} ${client.last_name}`.trim() : '', client?.phone ?? '')
          }
          showDefault={editing.kind === 'edit' ? !editing.address.is_default : addresses.length > 0}
          onSubmit={(body: AddressBodyInput) =>
            save(() => (editing.kind === 'edit' ? updateAddress(editing.address.uuid, body) : createAddress(body)))
          }
          onCancel={closeForm}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button
            ref={addRef}
            type="button"
            disabled={full || list.isPending}
            onClick={() => {
              setNotice(null);
              setEditing({ kind: 'new' });
            }}
            data-testid="address-add"
            className="inline-flex h-12 items-center gap-2 rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
          >
            <PlusIcon className="size-5" />
            {tl('addresses.add')}
          </button>
          {full && (
            <p className="text-sm text-slate-600">{tl('addresses.limit', { n: ADDRESS_LIMITS.maxPerClient })}</p>
          )}
        </div>
      )}

      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : addresses.length === 0 ? (
        !editing && (
          <EmptyState
            icon={<PinIcon className="size-8" />}
            title={tl('addresses.empty')}
            text={tl('addresses.emptyHint')}
          />
        )
      ) : (
        <div className="grid gap-3" data-testid="address-list">
          {addresses.map((address) => (
            <AddressCard
              key={address.uuid}
              address={address}
              busy={busy}
              onEdit={() => {
                setNotice(null);
                setEditing({ kind: 'edit', address });
              }}
              onMakeDefault={() => void act(() => makeDefaultAddress(address.uuid))}
              onDelete={() => void act(() => deleteAddress(address.uuid))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
