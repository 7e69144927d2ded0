import { useEffect } from 'react';
import { useTexts } from '../use-ui-locale';

/** The tab title of a screen in the shopper's language: "<page> | <shop>", or the shop and its tagline. */
function useDocumentTitle(title?: string): void {
  const { t } = useTexts();
  const shop = t('appName');
  const text = title ? `${title} | ${shop}` : `${shop} — ${t('tagline')}`;
  // preact/compat does not hoist a rendered <title> into <head> as React 19 does, so set it directly
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/** Sets the tab title for the screen (see useDocumentTitle); renders nothing. */
export function DocumentTitle({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}
