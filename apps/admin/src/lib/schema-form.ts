import { errorMap } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { useLocale } from './i18n/i18n';

/**
 * A form checked by the API's own schema before it is sent, with the schema's messages in the member's language.
 * The form holds its inputs' text (`Values`) and the schema turns it into what the API takes (`Parsed`: numbers,
 * nulls), so the resolver is typed by those two rather than by the schema's input. (An edit's schema may leave out
 * fields a new record's has, a product's opening stock: `Parsed` is the new record's.)
 */
export function useSchemaForm<Values extends FieldValues, Parsed extends FieldValues>(
  schema: ZodType<FieldValues, FieldValues>,
  defaultValues: DefaultValues<Values>,
): UseFormReturn<Values, unknown, Parsed> {
  const locale = useLocale();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(schema, { error: errorMap(locale) }) as unknown as Resolver<Values, unknown, Parsed>,
    defaultValues,
  });
  // a language switch words again the messages the form's own checks gave; the API's (set without a type) stay
  const { trigger, formState } = form;
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    const checked = Object.entries(formState.errors).flatMap(([name, error]) =>
      typeof error?.type === 'string' && error.type !== '' ? [name as Path<Values>] : [],
    );
    if (checked.length) void trigger(checked);
  }, [locale, trigger, formState]);
  return form;
}

/** The form's own messages for single items of a list field (`images.N`), by position. */
export function itemErrors(list: unknown): Record<number, string> {
  if (!Array.isArray(list)) return {};
  return Object.fromEntries(
    list.flatMap((e: { message?: string } | undefined, i) => (e?.message ? [[i, e.message] as const] : [])),
  );
}
