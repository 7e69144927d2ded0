import { useAuthStore } from '../lib/auth';
import { CartReorderProvider } from '../lib/cart';
import { startWishlistSync } from '../lib/wishlist';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './query-client';
import { removeBootShell } from './boot-shell';
import { createAppRouter, LAYOUT_ROUTE_ID } from './router';

/** The shop's one query client; main.tsx starts the home page's requests on it before the first render. */
export const queryClient = createQueryClient();

// Whoever logs in or out on this device must never see the previous client's data.
useAuthStore.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  for (const root of ['auth-client', 'orders', 'addresses', 'wishlist'])
    queryClient.removeQueries({ queryKey: [root] });
});
// A guest's wishlist joins the account's when a session starts.
startWishlistSync(queryClient);
const router = createAppRouter();

/**
 * Takes away index.html's boot shell once the router has its first screen (a lazy page's code loaded), when that
 * screen is not under the layout: the layout takes it away itself once its page has rendered.
 */
export function removeBootShellWhenReady(): void {
  const settle = () => {
    if (!router.state.matches.some((match) => match.route.id === LAYOUT_ROUTE_ID)) removeBootShell();
  };
  if (router.state.initialized) return settle();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    settle();
  });
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <CartReorderProvider>
        <RouterProvider router={router} />
      </CartReorderProvider>
    </QueryClientProvider>
  );
}
