import { redirect, type LoaderFunctionArgs } from 'react-router';
import { routePath } from '../routes';
import { getToken } from './auth-store';

/** Route loader for auth-required routes: without a stored client-token, go home with the wanted URL as nextUrl. */
export function requireAuth({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  return redirect(routePath('client.home', {}, { nextUrl: `${url.pathname}${url.search}` }));
}
