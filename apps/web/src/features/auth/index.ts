export { useAuthStore, getToken, TOKEN_KEY } from './auth-store';
export { useSession, useLogout } from './use-session';
export type { Session } from './use-session';
export type { AuthClient } from './api/get-auth-client';
export { authClientQueryOptions } from './api/get-auth-client';
export { useStartSession } from './start-session';
export { requireAuth } from './require-auth';
export { LoginModalHost } from './components/lazy-login-modal';
