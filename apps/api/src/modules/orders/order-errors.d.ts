import { type LineProblem, type LineProblemReason, type MessageRef } from '@dukkan/contracts';
import { HttpError } from '../../http/errors.js';
import type { CodeRejection } from './discount-codes.js';
import type { OrderableProduct } from './repository.js';
/** The refusals of placing and changing orders, in codes (the error handler words them). */
export declare function codeError(field: string, rejection: CodeRejection): HttpError;
export declare function lineProblem(
  uuid: string,
  index: number,
  reason: LineProblemReason,
  product: OrderableProduct | undefined,
  available?: number,
): LineProblem;
export declare function lineError(problem: LineProblem, prefix?: string): [string, MessageRef];
export declare function cartChanged(problems: LineProblem[]): HttpError;
/** Why a product cannot be sold in this quantity now, or null when it can. */
export declare function stockProblem(
  product: {
    quantity: number;
    is_available: number;
  },
  quantity: number,
): LineProblemReason | null;
export declare const orderTooLarge: () => HttpError;
