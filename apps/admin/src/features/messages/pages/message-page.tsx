import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { cardClass, QueryState, secondaryButton } from '../../../lib/ui/states';
import { useMarkRead, useMessage } from '../api/messages';
import { ReplyForm } from '../components/reply-form';

export function MessagePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams()['id']);
  const message = useMessage(id);
  const markRead = useMarkRead();
  useDocumentTitle(message.data?.subject ?? t('messages.title'));
  const unread = message.data?.read_at === null;
  const { mutate } = markRead;
  // opening a message reads it, once: "mark unread" afterwards stays unread
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (message.data === undefined || opened.current === id) return;
    opened.current = id;
    if (unread) mutate({ id, read: true });
  }, [message.data, unread, id, mutate]);

  return (
    <div className="flex flex-col gap-4">
      <Link to="/messages" className="self-start font-semibold text-teal-800 underline underline-offset-4">
        {t('messages.back')}
      </Link>
      <QueryState query={message}>
        {(found) => (
          <>
            <article className={cardClass} aria-labelledby="message-subject">
              <h1 id="message-subject" className="text-xl font-bold wrap-anywhere">
                <bdi>{found.subject}</bdi>
              </h1>
              <p className="mt-1 flex flex-col text-sm text-slate-700">
                <bdi>{found.name}</bdi>
                <bdi dir="ltr" className="break-all">
                  {found.email}
                </bdi>
                <span>{formatDateTime(found.created_at, locale)}</span>
              </p>
              <p dir="auto" className="mt-3 wrap-anywhere whitespace-pre-wrap">
                {found.message}
              </p>
              <div className="mt-3">
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={markRead.isPending}
                  onClick={() => markRead.mutate({ id, read: found.read_at === null })}
                >
                  {found.read_at === null ? t('messages.markRead') : t('messages.markUnread')}
                </button>
              </div>
            </article>
            <section className={cardClass} aria-labelledby="replies">
              <h2 id="replies" className="mb-2 text-lg font-bold">
                {t('messages.replies')}
              </h2>
              {found.replies.length === 0 ? (
                <p className="text-sm text-slate-600">{t('messages.noReplies')}</p>
              ) : (
                <ol className="flex flex-col gap-3">
                  {found.replies.map((r) => (
                    <li key={r.id} className="rounded-xl bg-slate-50 p-3">
                      <p className="font-semibold">
                        <bdi>{r.subject}</bdi>
                      </p>
                      <p className="text-xs text-slate-600">
                        <bdi>{r.staff?.name ?? '—'}</bdi> · {formatDateTime(r.created_at, locale)} ·{' '}
                        {t(`messages.delivery.${r.delivery as 'pending'}`, { defaultValue: r.delivery })}
                      </p>
                      <p dir="auto" className="mt-2 wrap-anywhere whitespace-pre-wrap">
                        {r.body}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section className={cardClass} aria-labelledby="reply">
              <h2 id="reply" className="mb-2 text-lg font-bold">
                {t('messages.reply')}
              </h2>
              <ReplyForm message={found} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
