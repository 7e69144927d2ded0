export { useAuthStore, getToken, dropRefusedToken } from './auth-store';
export { useSession, useLogout, useSessionEndRedirect } from './use-session';
export { authClientQueryOptions } from './api/get-auth-client';
export { useStartSession } from './start-session';
export { requireAuth } from './require-auth';
