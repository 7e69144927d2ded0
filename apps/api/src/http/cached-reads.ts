import { dataOf, errorBodySchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { JsonBytes } from '../lib/json-text.js';
import { type Input, inputOf } from './route-input.js';
import { responseMismatch } from './schema.js';

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
  // the test suites check an answer already JSON against its schema, as the serializer checks the others
  const checked = app.config.NODE_ENV === 'test';
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
        const result = await handle(input);
        if (!(result instanceof JsonBytes)) return result;
        const body = result.toBuffer();
        const mismatch = checked && responseMismatch(answer, JSON.parse(body.toString()));
        if (mismatch) throw new Error(`GET ${url} answered 200 off its schema: ${mismatch}`);
        return reply.type('application/json; charset=utf-8').send(body);
      },
    });
  }

  return {
    /** Answers `{ data }` (`data` may be JSON already: stored product cards). */
    read: <P extends z.ZodType, Q extends z.ZodType, D extends z.ZodType>(
      url: string,
      route: CachedRead<P, Q, D>,
      load: (input: Input<P, Q, z.ZodType>) => Promise<z.infer<D> | JsonBytes>,
    ) =>
      declare(url, route, dataOf(route.data), async (input) => {
        const data = await load(input);
        return data instanceof JsonBytes ? data.within('{"data":', '}') : { data };
      }),
    /** Answers a page of a list as it is. */
    page: <P extends z.ZodType, Q extends z.ZodType, D extends z.ZodType>(
      url: string,
      route: CachedRead<P, Q, D>,
      load: (input: Input<P, Q, z.ZodType>) => Promise<z.infer<D> | JsonBytes>,
    ) => declare(url, route, route.data, load),
  };
}
