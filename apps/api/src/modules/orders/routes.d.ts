import type { FastifyInstance } from 'fastify';
/** Orders placed per client per minute; more answer 429 with Retry-After. */
export declare const SALES_RATE_LIMIT: {
  max: number;
  timeWindow: number;
};
/** Discount-code look-ups per client (or address, for guests) per minute, against guessing codes. */
export declare const CODE_RATE_LIMIT: {
  max: number;
  timeWindow: number;
};
export declare function ordersRoutes(fastify: FastifyInstance): Promise<void>;
