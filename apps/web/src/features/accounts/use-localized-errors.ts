import type { Locale } from '@dukkan/contracts';
import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormTrigger } from 'react-hook-form';

/**
 * When the shopper switches language, the messages of the client-side checks are produced again in the new
 * language. Messages from the server stay as they came until the field changes.
 */
export function useLocalizedErrors<T extends FieldValues>(
  locale: Locale,
  errors: FieldErrors<T>,
  trigger: UseFormTrigger<T>,
): void {
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    const names = Object.entries(errors)
      .filter(([, error]) => error && error.type !== 'server')
      .map(([name]) => name as Path<T>);
    if (names.length) void trigger(names);
  }, [locale, errors, trigger]);
}
