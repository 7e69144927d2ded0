import { useTexts } from '../use-ui-locale';
import { Link } from 'react-router';
import { routePath } from '../routes';

/** The shop's mark and name; `compact` shows the name only where a phone has room for it (it stays the link's name). */
export function Logo({ light = false, compact = false }: { light?: boolean; compact?: boolean }) {
  const { t } = useTexts();
  return (
    <Link
      to={routePath('client.home')}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg md:gap-2 font-bold ${compact ? 'text-xl md:text-2xl' : 'text-2xl'} ${light ? 'text-white' : 'text-teal-800'}`}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className={compact ? 'size-8 md:size-9' : 'size-9'}>
        <rect width="32" height="32" rx="9" fill={light ? '#ffffff' : '#0d9488'} />
        <path
          d="M8 13.5 10 8h12l2 5.5M8 13.5h16M8 13.5c0 1.7 1.3 3 3 3s2.5-1.3 2.5-3c0 1.7 1.1 3 2.5 3s2.5-1.3 2.5-3c0 1.7 1.3 3 3 3s2.5-1.3 2.5-3M10 16.5V24h12v-7.5M14 24v-4h4v4"
          fill="none"
          stroke={light ? '#0f766e' : '#ffffff'}
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <span className={compact ? 'sr-only min-[440px]:not-sr-only' : undefined}>{t('appName')}</span>
    </Link>
  );
}
