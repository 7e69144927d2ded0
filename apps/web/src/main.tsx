import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, queryClient, removeBootShellWhenReady } from './app/app';
import { BootError } from './app/boot-error';
import { dropRefusedToken, getToken } from './lib/auth';
import { isHomeLocation, prefetchHome } from './features/catalogue/prefetch-home';
import { prefetchProduct, productDeepLink } from './features/catalogue/prefetch-product';
import { bindDocumentLocale, getLocale, i18next, initI18n } from './lib/i18n';
import { configureApi, type ApiError } from './lib/api-client';
import { showAlert } from './lib/dialogs';
import { loadChunk } from './lib/lazy-chunk';

/** Spec 8: a response ≥ 500 raises an alert with the response; the error then goes on to the caller. */
function alertServerError(error: ApiError) {
  const requestId = error.body?.request_id;
  // a request started before the first render may fail before the texts are ready
  void i18nReady.then(
    () =>
      showAlert({
        icon: 'error',
        title: i18next.t('common.serverErrorTitle'),
        text: error.body?.message || error.message,
        confirmText: i18next.t('common.ok'),
        ...(requestId ? { footer: i18next.t('common.requestId', { id: requestId }) } : {}),
      }),
    () => undefined,
  );
}

configureApi({ getToken, getLocale, onServerError: alertServerError, onTokenRefused: dropRefusedToken });
bindDocumentLocale();
const i18nReady = loadChunk(() => initI18n(getLocale()));
// the home page's data loads while the translations do, not after the first render
if (isHomeLocation(window.location.hash)) prefetchHome(queryClient);
// a product deep link's product is in the cache by the page's first frame when its early answer has come
const deepLinkedProduct = productDeepLink(window.location.hash);
if (deepLinkedProduct) prefetchProduct(queryClient, deepLinkedProduct);

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    await i18nReady;
  } catch {
    document.getElementById('boot-shell')?.remove();
    root.render(<BootError />);
    return;
  }
  // The Arabic texts are in the entry, so they are ready at once: render in a task of its own rather than in the one
  // that evaluated the modules, so that neither holds the main thread for the other's time as well.
  await new Promise((resolve) => setTimeout(resolve, 0));
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  removeBootShellWhenReady();
}

void start();
