import { HttpError } from './errors.js';

/** 429 with `Retry-After: <seconds>`; the error handler sets the header. */
export class RetryLater extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'too_many_requests');
  }
}
