import { dataOf, errorBodySchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Input, inputOf } from './route-input.js';

/** One public read: its OpenAPI summary, the schemas it reads, what its `data` is and its refusals. */
interface CachedRead<P extends z.ZodType, Q extends z.ZodType, D extends z.ZodType> {
  summary: string;
  params?: P;
  querystring?: Q;
  data: D;
  refusals?: readonly (404 | 422)[];
  /** refuses a request before the caching headers are set, so that its refusal does not carry them */
  check?: (input: Input<P, Q, z.ZodType>) => Promise<void>;
}

/**
 * Declares a storefront module's public GETs whose 200 answers the response cache keeps (`config.responseCache`) and
 * browsers and shared caches may keep as `headers` say (set before the answer is loaded). A read answers `{ data }`,
 * a page (its schema a `pagedOf`) as it is.
 */
export function cachedReads(app: FastifyInstance, tags: string[], headers: Record<string, string>) {
  function declare<P extends z.ZodType, Q extends z.ZodType, D extends z.ZodType>(
    url: string,
    route: CachedRead<P, Q, D>,
    answer: z.ZodType,
    handle: (input: Input<P, Q, z.ZodType>) => Promise<unknown>,
  ): void {
    const { summary, params, querystring, refusals = [], check } = route;
    const reads = { ...(params && { params }), ...(querystring && { querystring }) };
    const errors = Object.fromEntries(refusals.map((code) => [code, errorBodySchema]));
    app.route({
      method: 'GET',
      url,
      config: { responseCache: true },
      schema: { tags, summary, ...reads, response: { 200: answer, ...errors } },
      handler: async (request, reply) => {
        const input = inputOf<P, Q, z.ZodType>(request);
        await check?.(input);
        reply.headers(headers);
        return handle(input);
      },
    });
  }

  return {
    /** Answers `{ data }`. */
    read: <P extends z.ZodType, Q extends z.ZodType, D extends z.ZodType>(
      url: string,
      route: CachedRead<P, Q, D>,
      load: (input: Input<P, Q, z.ZodType>) => Promise<z.infer<D>>,
    ) => declare(url, route, dataOf(route.data), async (input) => ({ data: await load(input) })),
    /** Answers a page of a list as it is. */
    page: <P extends z.ZodType, Q extends z.ZodType, D extends z.ZodType>(
      url: string,
      route: CachedRead<P, Q, D>,
      load: (input: Input<P, Q, z.ZodType>) => Promise<z.infer<D>>,
    ) => declare(url, route, route.data, load),
  };
}
