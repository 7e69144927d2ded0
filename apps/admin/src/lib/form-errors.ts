import { ApiError } from './api-client';

/**
 * Puts a 422's field errors (already in the member's language) on the form's fields; answers the error to show
 * above the form when none of them is one of `fields` (another refusal, or no connection).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, message: string) => void,
): boolean {
  const errors = error instanceof ApiError ? error.fieldErrors : {};
  const known = fields.filter((f) => errors[f]?.[0]);
  for (const f of known) setError(f, errors[f]![0]!);
  return known.length > 0;
}
