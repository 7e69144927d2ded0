import type { MessageCode, MessageParams, MessageRef } from '@dukkan/contracts';

/** Field problems as codes: `{ "products.0.quantity": [{ code: 'quantity_exceeds', params: { available: 3 } }] }`. */
export type FieldProblems = Record<string, MessageRef[]>;

/**
 * A refusal spoken in codes: an HTTP status, a message code with its parameters, and field problems. Services,
 * use cases and validators throw it; only the error handler turns it into `{message, errors?}` in the request's
 * language (see `http/error-handler.ts`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageCode: MessageCode,
    readonly errors?: FieldProblems,
    readonly details?: unknown,
    readonly params: MessageParams = {},
  ) {
    super(messageCode);
    this.name = 'HttpError';
  }
}

/** One field's one problem: `fieldProblem('city_id', 'city_not_delivery')`. */
export function fieldProblem(field: string, code: MessageCode, params?: MessageParams): FieldProblems {
  return { [field]: [params ? { code, params } : { code }] };
}

export const notFound = (code: MessageCode = 'not_found') => new HttpError(404, code);
export const unprocessable = (errors: FieldProblems, details?: unknown) =>
  new HttpError(422, 'validation_failed', errors, details);
export const unauthenticated = () => new HttpError(401, 'unauthenticated');
/**
 * 422 whose message and one field error name the same code, e.g. `refused('order_not_pending', 'order_uuid')`;
 * parameters fill both texts.
 */
export const refused = (code: MessageCode, field: string, params?: MessageParams) =>
  new HttpError(422, code, fieldProblem(field, code, params), undefined, params);
export const forbidden = () => new HttpError(403, 'forbidden');
