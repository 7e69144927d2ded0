import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { configureApi } from './lib/api-client';
import { getLocale, startI18n } from './lib/i18n/i18n';
import { getToken, useSession } from './lib/session-store';

configureApi({
  token: getToken,
  locale: getLocale,
  unauthorized: () => {
    // the token expired, was revoked or its member disabled: back to the login screen, nothing cached kept
    useSession.getState().signOut();
    queryClient.clear();
  },
});

const root = createRoot(document.getElementById('root')!);
void startI18n().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  () => {
    document.getElementById('root')!.textContent = 'تعذّر تحميل اللوحة. / The back office failed to load.';
  },
);
