import { lazy, Suspense } from 'react';
import { loadChunk } from '../../../lib/lazy-chunk';
import { useAuthStore } from '../../../lib/auth/auth-store';

const LoginModal = lazy(() => loadChunk(() => import('./login-modal')).then((m) => ({ default: m.LoginModal })));

/** The login modal's code is fetched the first time it opens. */
export function LoginModalHost() {
  const open = useAuthStore((s) => s.loginModalOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
