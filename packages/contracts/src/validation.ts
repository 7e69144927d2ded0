import type { z } from 'zod';
import type { FieldErrors } from './envelope.js';
import type { Locale } from './locale.js';
import { MESSAGES, type MessageCode, type MessageRef, message } from './messages.js';

/** A zod issue as an error map sees it (with its input) or as a parse result reports it (with `reportInput`). */
type Issue = z.core.$ZodRawIssue;

/**
 * The message code (and parameters) for a zod issue: short, friendly texts from the one catalogue.
 * Refinements name their own code with `withMessage(code)`, which wins.
 */
export function issueMessage(issue: Issue): MessageRef {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null || issue.input === '') return { code: 'required' };
      if (issue.expected === 'int') return { code: 'integer' };
      if (issue.expected === 'number') return { code: 'number' };
      if (issue.expected === 'string') return { code: 'string' };
      if (issue.expected === 'array') return { code: 'list' };
      if (issue.expected === 'boolean') return { code: 'boolean' };
      return { code: 'invalid' };
    }
    case 'too_small': {
      const n = { n: issue.minimum };
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? { code: 'required' } : { code: 'min_string', params: n };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'min_list', params: n };
      // an exclusive bound (`.positive()`, `.gt(0)`): "at least 0" would allow the very value refused
      return issue.inclusive === false
        ? { code: 'min_number_exclusive', params: n }
        : { code: 'min_number', params: n };
    }
    case 'too_big': {
      const n = { n: issue.maximum };
      if (issue.origin === 'string') return { code: 'max_string', params: n };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'max_list', params: n };
      return issue.inclusive === false
        ? { code: 'max_number_exclusive', params: n }
        : { code: 'max_number', params: n };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'email' };
      if (issue.format === 'uuid') return { code: 'uuid' };
      return { code: 'invalid' };
    case 'invalid_value':
      return { code: 'choice' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    case 'not_multiple_of':
      return { code: 'integer' };
    case 'custom': {
      const key = issue.params?.['messageKey'];
      return typeof key === 'string' && key in MESSAGES ? { code: key as MessageCode } : { code: 'invalid' };
    }
    default:
      return { code: 'invalid' };
  }
}

/** A zod error map giving the catalogue's texts in the shopper's language (the storefront's forms use it). */
export function errorMap(locale: Locale) {
  return (issue: Issue): string => {
    const { code, params } = issueMessage(issue);
    return message(code, locale, params);
  };
}

/**
 * The storefront's former name for the catalogue's field messages (`CUSTOM.phone[locale]`); the same object as
 * `MESSAGES`, not a second catalogue.
 */
export const CUSTOM = MESSAGES;
export type CustomMessageKey = MessageCode;

/** `{ params: { messageKey } }` for a refinement: `.refine(fn, withMessage('phone'))`. */
export function withMessage(key: MessageCode) {
  return { params: { messageKey: key } };
}

/**
 * The fields an issue belongs to, Laravel-style: `products.0.quantity`, `_` for the whole value; each of the keys a
 * schema does not know is a field of its own.
 */
export function issueFields(issue: z.core.$ZodIssue): string[] {
  return issue.code === 'unrecognized_keys' && issue.keys.length
    ? issue.keys.map((key) => [...issue.path, key].join('.'))
    : [issue.path.join('.') || '_'];
}

/** Flattens a zod error into Laravel-style field errors: `{ "products.0.quantity": ["…"] }`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) for (const field of issueFields(issue)) (out[field] ??= []).push(issue.message);
  return out;
}

/** Parses with localized messages. */
export function parseLocalized<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
): { success: true; data: z.output<S> } | { success: false; errors: FieldErrors } {
  const result = schema.safeParse(input, { error: errorMap(locale) });
  return result.success ? { success: true, data: result.data } : { success: false, errors: fieldErrors(result.error) };
}
