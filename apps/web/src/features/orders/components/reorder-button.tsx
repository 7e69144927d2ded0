import type { Order } from '@dukkan/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAbortError } from '../../../lib/api-client';
import { showAlert } from '../../../lib/dialogs';
import { keepFocusInPage } from '../../../lib/ui/dialog-focus';
import { useReorder } from '../../../lib/reorder';
import { routePath } from '../../../lib/routes';

/** "Order again": the order's lines back in the cart at today's prices, with the cart's stock check and messages. */
export function ReorderButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reorder = useReorder();
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!reorder) return null;

  const onClick = async () => {
    setBusy(true);
    try {
      const { added, problems } = await reorder(
        order.lines.map((l) => ({ product_uuid: l.product_uuid, quantity: l.quantity, name: l.name })),
      );
      // the button is disabled while the dialog shows: the focus comes back to it once it is enabled again, or goes to
      // the cart's heading when the cart opens
      const base = { title: t('common.information'), confirmText: t('common.ok'), focusAfter: () => button.current };
      if (problems.length === 0) {
        await showAlert({ ...base, icon: 'success', text: t('reorder.added') });
      } else {
        const list = problems.map((p) => `${p.name}: ${p.text}`).join(' • ');
        await showAlert({
          ...base,
          icon: 'warning',
          text: `${added ? t('reorder.partly') : t('reorder.none')} ${list}`,
        });
      }
      if (added > 0) {
        await navigate(routePath('client.shopping.cart'));
        keepFocusInPage();
      }
    } catch (error) {
      // ≥ 500 has raised its alert already; a cancel from the loading overlay just stops
      if (!isAbortError(error)) console.warn('reorder failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      ref={button}
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy}
      data-testid="reorder"
      className="inline-flex h-12 items-center justify-center rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60"
    >
      {busy ? t('reorder.busy') : t('reorder.button')}
    </button>
  );
}
