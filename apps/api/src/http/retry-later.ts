import { HttpError } from './errors.js';
import type { MessageCode, MessageParams } from '@dukkan/contracts';

/** 429 with `Retry-After: <seconds>`; the error handler sets the header. */
export class RetryLater extends HttpError {
  constructor(
    readonly retryAfter: number,
    code: MessageCode = 'too_many_requests',
    params: MessageParams = {},
  ) {
    super(429, code, undefined, undefined, params);
  }
}
