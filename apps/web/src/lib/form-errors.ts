import type { FieldErrors } from '@dukkan/contracts';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

export interface ServerErrorTarget<T extends FieldValues> {
  /** the form's fields in the order it shows them: the first one with an error is focused */
  fields: readonly Path<T>[];
  setError: UseFormSetError<T>;
  /** the form's message when the answer says nothing the shopper can act on (network, 5xx) */
  fallback: string;
  /** the field a server key belongs to, when it is not the key itself (null: none) */
  fieldOf?: ((key: string) => Path<T> | null) | undefined;
  /** shows a key's message somewhere else on the page; answers whether it did */
  claim?: ((key: string, message: string) => boolean) | undefined;
  /** the page already shows what went wrong (e.g. the lines of the cart that changed) */
  shownElsewhere?: boolean | undefined;
}

/**
 * Puts a failed call's 422 field errors beside their fields (first message each, focusing the first field in form
 * order) and answers the message to show for the whole form, or null when everything found its place.
 * Other refusals (4xx) give their message; network failures and 5xx (whose alert the API client raised) the fallback.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, target: ServerErrorTarget<T>): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return target.fallback;
  if (error.status !== 422) return error.message;
  const { matched, rest, claimed } = splitFieldErrors(error.fieldErrors, target.fields, target.fieldOf, target.claim);
  matched.forEach(([field, message], index) =>
    target.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (rest.length) return rest.join(' ');
  return matched.length || claimed || target.shownElsewhere ? null : error.message;
}

/**
 * The first message of each form field, in form order, and the messages of the keys that belong to no field
 * and that `claim` did not show.
 */
export function splitFieldErrors<F extends string>(
  errors: FieldErrors,
  fields: readonly F[],
  fieldOf: (key: string) => F | null = (key) => (fields.includes(key as F) ? (key as F) : null),
  claim: (key: string, message: string) => boolean = () => false,
): { matched: [F, string][]; rest: string[]; claimed: boolean } {
  const first = new Map<F, string>();
  const rest: string[] = [];
  let claimed = false;
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const field = fieldOf(key);
    if (field) {
      if (!first.has(field)) first.set(field, message);
    } else if (claim(key, message)) claimed = true;
    else rest.push(message);
  }
  const matched = fields.flatMap((field): [F, string][] => {
    const message = first.get(field);
    return message === undefined ? [] : [[field, message]];
  });
  return { matched, rest, claimed };
}

/**
 * The message for the whole form. It goes away once the shopper has fixed the fields that were in error, so a
 * "check the fields" or a server's summary never stays over a form that is now right.
 */
export function useFormSummary<S>(fieldErrors: object): [S | null, Dispatch<SetStateAction<S | null>>] {
  const [summary, setSummary] = useState<S | null>(null);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const hadFieldErrors = useRef(hasFieldErrors);
  useEffect(() => {
    if (hadFieldErrors.current && !hasFieldErrors) setSummary(null);
    hadFieldErrors.current = hasFieldErrors;
  }, [hasFieldErrors]);
  return [summary, setSummary];
}
