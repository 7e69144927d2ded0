import { formatCount, type WishlistProduct } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListsTranslation } from '../../../lib/i18n/lists';
import { useAuthStore } from '../../../lib/auth';
import { useLocale } from '../../../lib/i18n';
import { routePath } from '../../../lib/routes';
import { EmptyPage, LoadFailed, PageHeading, ProductGridSkeleton } from '../../../lib/ui/states';
import {
  guestWishlistQueryOptions,
  HeartIcon,
  useLocalWishlist,
  useToggleWishlist,
  wishlistQueryOptions,
} from '../../../lib/wishlist';
import { useFocusAfterRemoval } from '../../../lib/ui/focus-after-removal';
import { GoneRow, WishlistRow } from '../components/wishlist-row';

/** The rows' remove buttons, where the focus goes on to when a row is removed. */
const REMOVE_BUTTONS = '[data-wishlist-remove]';

/** client.wishlist: the account's list for a client, the browser's for a guest. */
export function WishlistPage() {
  const token = useAuthStore((s) => s.token);
  return token ? <ClientWishlist token={token} /> : <GuestWishlist />;
}

function Frame({ count, guest, children }: { count: number; guest: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { t: tl } = useListsTranslation();
  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <PageHeading title={t('wishlist.title')} />
        <p className="text-slate-600">
          {tl('wishlist.intro')}{' '}
          <span data-testid="wishlist-count">{tl('wishlist.count', { count, n: formatCount(count) })}</span>
        </p>
      </div>
      {guest && (
        <p
          className="rounded-xl bg-teal-50 px-4 py-3 text-sm text-teal-900 ring-1 ring-teal-100"
          data-testid="wishlist-guest-note"
        >
          {tl('wishlist.guestNote')}
        </p>
      )}
      <div className="space-y-3">{children}</div>
    </div>
  );
}

function Empty() {
  const { t } = useTranslation();
  const { t: tl } = useListsTranslation();
  return (
    <EmptyPage
      title={t('wishlist.title')}
      icon={<HeartIcon className="size-8" />}
      emptyTitle={tl('wishlist.empty')}
      emptyText={tl('wishlist.emptyHint')}
      linkTo={routePath('client.categories')}
      linkLabel={tl('wishlist.browse')}
    />
  );
}

function ClientWishlist({ token }: { token: string }) {
  const { t } = useTranslation();
  const list = useQuery(wishlistQueryOptions(token));
  const toggle = useToggleWishlist();
  const removed = useFocusAfterRemoval(list.data, REMOVE_BUTTONS);
  if (list.isPending) return <ProductGridSkeleton label={t('common.loading')} count={3} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <Empty />;
  return (
    <Frame count={list.data.length} guest={false}>
      {list.data.map((item, index) => (
        <WishlistRow
          key={item.product_uuid}
          product={item.product}
          onRemove={() => {
            removed(index);
            void toggle(item.product, true);
          }}
        />
      ))}
    </Frame>
  );
}

function GuestWishlist() {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = useLocalWishlist((s) => s.items);
  const remove = useLocalWishlist((s) => s.remove);
  const cards = useQuery(guestWishlistQueryOptions(items.map((i) => i.uuid)));
  const removed = useFocusAfterRemoval(items, REMOVE_BUTTONS);
  const removeAt = (index: number, uuid: string) => {
    removed(index);
    remove(uuid);
  };
  if (items.length === 0) return <Empty />;
  if (cards.isPending) return <ProductGridSkeleton label={t('common.loading')} count={Math.min(items.length, 3)} />;
  if (cards.isError) return <LoadFailed onRetry={() => void cards.refetch()} />;
  const byUuid = new Map<string, WishlistProduct>(cards.data.map((p) => [p.uuid, p]));
  return (
    <Frame count={items.length} guest>
      {items.map((item, index) => {
        const product = byUuid.get(item.uuid);
        return product ? (
          <WishlistRow key={item.uuid} product={product} onRemove={() => removeAt(index, item.uuid)} />
        ) : (
          <GoneRow
            key={item.uuid}
            name={locale === 'ar' ? item.name_ar : item.name_en}
            onRemove={() => removeAt(index, item.uuid)}
          />
        );
      })}
    </Frame>
  );
}
