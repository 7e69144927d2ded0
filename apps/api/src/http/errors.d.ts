import type { MessageCode, MessageParams, MessageRef } from '@dukkan/contracts';
/** Field problems as codes: `{ "products.0.quantity": [{ code: 'quantity_exceeds', params: { available: 3 } }] }`. */
export type FieldProblems = Record<string, MessageRef[]>;
/**
 * A refusal spoken in codes: an HTTP status, a message code with its parameters, and field problems. Services,
 * use cases and validators throw it; only the error handler turns it into `{message, errors?}` in the request's
 * language (see `http/error-handler.ts`).
 */
export declare class HttpError extends Error {
    readonly statusCode: number;
    readonly messageCode: MessageCode;
    readonly errors?: FieldProblems | undefined;
    readonly details?: unknown | undefined;
    readonly params: MessageParams;
    constructor(statusCode: number, messageCode: MessageCode, errors?: FieldProblems | undefined, details?: unknown | undefined, params?: MessageParams);
}
/** One field's one problem: `fieldProblem('city_id', 'city_not_delivery')`. */
export declare function fieldProblem(field: string, code: MessageCode, params?: MessageParams): FieldProblems;
export declare const notFound: (code?: MessageCode) => HttpError;
export declare const unprocessable: (errors: FieldProblems, details?: unknown) => HttpError;
export declare const unauthenticated: () => HttpError;
/**
 * 422 whose message and one field error name the same code, e.g. `refused('order_not_pending', 'order_uuid')`;
 * parameters fill the field's text.
 */
export declare const refused: (code: MessageCode, field: string, params?: MessageParams) => HttpError;
export declare const forbidden: () => HttpError;
