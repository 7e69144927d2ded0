import { type FieldErrors, type MessageCode } from '@dukkan/contracts';

/** An error with an HTTP status and a message code the error handler turns into `{message, errors?}` in the shopper's language. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageCode: MessageCode,
    readonly errors?: FieldErrors,
    readonly details?: unknown,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageCode);
    this.name = 'HttpError';
  }
}

export const notFound = (code: MessageCode = 'not_found') => new HttpError(404, code);
export const unprocessable = (errors: FieldErrors, details?: unknown) =>
  new HttpError(422, 'validation_failed', errors, details);
export const unauthenticated = () => new HttpError(401, 'unauthenticated');
