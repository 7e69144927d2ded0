import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The request's parsed parts, typed by the route's schemas. */
export interface Input<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.infer<P>;
  query: z.infer<Q>;
  body: z.infer<B>;
  request: FastifyRequest;
}

export const inputOf = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  request: FastifyRequest,
): Input<P, Q, B> => ({
  // validated against the route's schemas before the handler runs
  params: request.params as z.infer<P>,
  query: request.query as z.infer<Q>,
  body: request.body as z.infer<B>,
  request,
});
