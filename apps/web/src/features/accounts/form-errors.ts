import type { FieldErrors } from '@dukkan/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Puts a failed call's 422 field errors beside their fields (first message each, focusing the first field)
 * and answers the message to show for the whole form, or null when every error found its field.
 * Other failures (429, network, 5xx — whose alert the API client already raised) give a form message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status !== 422) return error.status > 0 && error.status < 500 ? error.message : fallback;
  const { matched, rest } = splitFieldErrors(error.fieldErrors, fields);
  matched.forEach(([field, message], index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (rest.length) return rest.join(' ');
  return matched.length ? null : error.message;
}

/** The first message of each known field, in form order, and the messages of the other keys. */
export function splitFieldErrors<F extends string>(
  errors: FieldErrors,
  fields: readonly F[],
): { matched: [F, string][]; rest: string[] } {
  const matched: [F, string][] = [];
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (message) matched.push([field, message]);
  }
  const known = new Set<string>(fields);
  const rest = Object.entries(errors)
    .filter(([key, messages]) => !known.has(key) && messages[0])
    .map(([, messages]) => messages[0] as string);
  return { matched, rest };
}
