import { HttpError } from './errors.js';
/** 429 with `Retry-After: <seconds>`; the error handler sets the header. */
export declare class RetryLater extends HttpError {
    readonly retryAfter: number;
    constructor(retryAfter: number);
}
