import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootError } from './app/boot-error';
import { getToken } from './features/auth';
import { bindDocumentLocale, getLocale, i18next, initI18n } from './features/i18n';
import { configureApi, type ApiError } from './lib/api-client';
import { showAlert } from './lib/dialogs';
import { loadChunk } from './lib/lazy-chunk';

/** Spec 8: a response ≥ 500 raises an alert with the response; the error then goes on to the caller. */
function alertServerError(error: ApiError) {
  const requestId = error.body?.request_id;
  void showAlert({
    icon: 'error',
    title: i18next.t('common.serverErrorTitle'),
    text: error.body?.message || error.message,
    confirmText: i18next.t('common.ok'),
    ...(requestId ? { footer: i18next.t('common.requestId', { id: requestId }) } : {}),
  });
}

configureApi({ getToken, getLocale, onServerError: alertServerError });

async function start() {
  const root = createRoot(document.getElementById('root')!);
  bindDocumentLocale();
  try {
    await loadChunk(() => initI18n(getLocale()));
  } catch {
    root.render(<BootError />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
