import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../lib/ui/icons';
import { useModalDialog } from '../../../lib/ui/use-modal-dialog';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { LoginForm } from './login-form';

/** The header's login modal: a native modal dialog (focus kept inside, Escape closes). */
export function LoginModal() {
  const { t } = useTranslation();
  const close = useAuthStore((s) => s.closeLoginModal);
  const dialog = useModalDialog(close);

  return (
    <dialog
      {...dialog}
      aria-labelledby="login-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm"
    >
      <div className="p-6">
        <div className="mb-5 flex items-center justify-between gap-4">
          <h2 id="login-title" className="text-xl font-bold">
            {t('auth.loginTitle')}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('common.close')}
            className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <LoginForm onDone={close} autoFocus />
      </div>
    </dialog>
  );
}
