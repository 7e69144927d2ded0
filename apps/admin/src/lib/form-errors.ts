import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a 422's field errors (already in the member's language) on the form's fields, and the keyboard on the first of
 * them (on a long form it may be far above the button pressed, and nothing else showed that the save was refused);
 * answers the text to show above the form when none of them belongs to a field the form has (or the call failed
 * otherwise).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fallback: string,
  /** the form's name of a field the API names otherwise (a list's `phones.0` is the form's `phones.0.value`) */
  rename: (field: string) => string = (field) => field,
): string | null {
  const errors = error instanceof ApiError ? error.fieldErrors : {};
  // in the form's order of its fields, so that the keyboard goes to the first refused one on the screen
  const place = (f: string) => fields.indexOf(f.split('.')[0] ?? f);
  const known = Object.keys(errors)
    .filter((f) => place(f) >= 0)
    .sort((a, b) => place(a) - place(b));
  known.forEach((f, i) => setError(rename(f) as Path<T>, { message: errors[f]?.[0] ?? '' }, { shouldFocus: i === 0 }));
  if (known.length) return null;
  return error instanceof ApiError && error.status > 0 ? error.message : fallback;
}

/**
 * A number typed in a form (Arabic-Indic digits and the Arabic decimal point read too); null when left empty. Text
 * that is no number ("12,5": a comma may be a decimal or a thousands mark) is given back as it was typed, for the API
 * to refuse on its field in the member's language: as NaN it went out as JSON's null and was refused as "required".
 * It is typed as the number the body wants, as a form's values are until the API has checked them.
 */
export function typedNumber(value: string): number | null {
  const typed = value.trim();
  const ascii = typed.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace('٫', '.');
  if (ascii === '') return null;
  const n = Number(ascii);
  return Number.isFinite(n) ? n : (typed as unknown as number);
}
