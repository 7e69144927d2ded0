import {
  dataOf,
  errorBodySchema,
  idParam,
  message,
  moveBodySchema,
  type MessageCode,
  type MessageParams,
  type MoveBody,
  type RoutePermission,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditActor } from '../auth/staff-guard.js';
import type { StaffAuditActor } from '../lib/audit/repository.js';
import type { ImageStorage } from '../lib/image-storage/image-storage.js';
import type { Db } from '../db/schema.js';
import { type Input, inputOf } from './route-input.js';

/** What a staff route may refuse with besides 401 and 403, which every one of them declares. */
type Refusal = 404 | 409 | 422;

/** One staff route: its permission and OpenAPI summary, the schemas it reads, what its `data` is and its refusals. */
interface StaffRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType> {
  permission: RoutePermission;
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  data: D;
  refusals?: readonly Refusal[];
}

/**
 * A write: `clearsCache` when what it changes shows on the storefront (the response cache is cleared after it); a
 * `message` when its answer tells the member what it did, in their language: `{ data, message }`, the code one for all
 * or chosen from the data (the run gives the code's parameters with {@link told}), or `{ message }` alone when there is
 * no `data` to show.
 */
type StaffWrite<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType> = Omit<
  StaffRoute<P, Q, B, D>,
  'data'
> & { clearsCache: boolean } & (
    { data: D; message?: MessageCode | ((data: z.infer<D>) => MessageCode) } | { data?: never; message: MessageCode }
  );

/** A write's data with its message's parameters. */
class Told<T> {
  constructor(
    readonly data: T,
    readonly params: MessageParams,
  ) {}
}

/** What a write with a `message` answers when the message has parameters: `told(product, { quantity })`. */
export const told = <T>(data: T, params: MessageParams): Told<T> => new Told(data, params);

/**
 * Declares a back-office module's routes that answer `{ data }` (or a page, or a write's message): the permission in
 * `config`, the module's `tags`, the schemas, the answer's status with 401, 403 and the route's refusals. A read answers
 * what `load` gives; a write runs with the member as audit actor (the service records the audit row in its transaction)
 * and clears the response cache after it when it says so. One zod schema per part of each route, as the route gives it.
 */
export function staffRoutes(app: FastifyInstance, tags: string[]) {
  function declare<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    status: 200 | 201,
    route: Omit<StaffRoute<P, Q, B, z.ZodType>, 'data'>,
    answer: z.ZodType,
    handle: (input: Input<P, Q, B>) => Promise<unknown>,
  ): void {
    const { permission, summary, params, querystring, body, refusals = [] } = route;
    const reads = { ...(params && { params }), ...(querystring && { querystring }), ...(body && { body }) };
    const errors = Object.fromEntries([401, 403, ...refusals].map((code) => [code, errorBodySchema]));
    app.route({
      method,
      url,
      config: { permission },
      schema: { tags, summary, ...reads, response: { [status]: answer, ...errors } },
      handler: async (request, reply) => reply.status(status).send(await handle(inputOf(request))),
    });
  }

  function write<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    status: 200 | 201,
    route: StaffWrite<P, Q, B, D>,
    run: (actor: StaffAuditActor, input: Input<P, Q, B>) => Promise<z.infer<D> | Told<z.infer<D>>>,
  ): void {
    const { clearsCache, data, message: says, ...declared } = route;
    const answer = z.object({ ...(data && { data }), ...(says && { message: z.string() }) });
    declare(method, url, status, declared, answer, async (input) => {
      const outcome = await run(auditActor(input.request), input);
      if (clearsCache) app.invalidateResponseCache();
      const { data: result, params } = outcome instanceof Told ? outcome : { data: outcome, params: {} };
      if (says === undefined) return { data: result };
      const code = typeof says === 'string' ? says : says(result);
      return { ...(data && { data: result }), message: message(code, input.request.locale, params) };
    });
  }

  return {
    /** A GET answering 200 `{ data }`. */
    read: <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
      url: string,
      route: StaffRoute<P, Q, B, D>,
      load: (input: Input<P, Q, B>) => Promise<z.infer<D>>,
    ) => declare('GET', url, 200, route, dataOf(route.data), async (input) => ({ data: await load(input) })),
    /** A GET answering a page of a list (its schema a `pagedOf`) as it is, not inside `{ data }`. */
    page: <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
      url: string,
      route: StaffRoute<P, Q, B, D>,
      load: (input: Input<P, Q, B>) => Promise<z.infer<D>>,
    ) => declare('GET', url, 200, route, route.data, load),
    /** A POST that adds something, answering 201. */
    create: <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
      url: string,
      route: StaffWrite<P, Q, B, D>,
      run: (actor: StaffAuditActor, input: Input<P, Q, B>) => Promise<z.infer<D> | Told<z.infer<D>>>,
    ) => write('POST', url, 201, route, run),
    /** Any other write, answering 200. */
    change: <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      route: StaffWrite<P, Q, B, D>,
      run: (actor: StaffAuditActor, input: Input<P, Q, B>) => Promise<z.infer<D> | Told<z.infer<D>>>,
    ) => write(method, url, 200, route, run),
  };
}

/** What {@link orderedListRoutes} calls: the module's use cases, with the member as audit actor on writes. */
interface OrderedListService<I extends z.ZodType, B extends z.ZodType, U extends z.ZodType> {
  list: (db: Db) => Promise<z.infer<I>[]>;
  create: (db: Db, images: ImageStorage, actor: StaffAuditActor, body: z.infer<B>) => Promise<z.infer<I>>;
  change: (db: Db, images: ImageStorage, actor: StaffAuditActor, id: number, body: z.infer<U>) => Promise<z.infer<I>>;
  move: (db: Db, actor: StaffAuditActor, id: number, body: MoveBody) => Promise<z.infer<I>[]>;
  remove: (db: Db, actor: StaffAuditActor, id: number) => Promise<void>;
}

/**
 * The routes of an ordered list the catalogue staff edit whole (banners, categories) at `path`: the list, add (201),
 * change (PATCH), move one place up or down and delete; each write clears the response cache, move and delete answer
 * the list. `removeRefusals` are what deleting may be refused with besides 404 and 422.
 */
export function orderedListRoutes<I extends z.ZodType, B extends z.ZodType, U extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  list: {
    tags: string[];
    schemas: { item: I; body: B; update: U };
    summaries: Record<keyof OrderedListService<I, B, U>, string>;
    removeRefusals?: readonly Refusal[];
    service: OrderedListService<I, B, U>;
  },
): void {
  const route = staffRoutes(app, list.tags);
  const { schemas, summaries, service } = list;
  const { db, imageStorage } = app;
  const items = z.array(schemas.item);
  const write = { permission: 'catalogue.write', clearsCache: true } as const;
  const one = { ...write, params: idParam, refusals: [404, 422] } as const;
  route.read(path, { permission: 'catalogue.read', summary: summaries.list, data: items }, () => service.list(db));
  route.create(
    path,
    { ...write, summary: summaries.create, body: schemas.body, data: schemas.item, refusals: [422] },
    (actor, { body }) => service.create(db, imageStorage, actor, body),
  );
  route.change(
    'PATCH',
    `${path}/:id`,
    { ...one, summary: summaries.change, body: schemas.update, data: schemas.item },
    (actor, { params, body }) => service.change(db, imageStorage, actor, params.id, body),
  );
  route.change(
    'POST',
    `${path}/:id/move`,
    { ...one, summary: summaries.move, body: moveBodySchema, data: items },
    (actor, { params, body }) => service.move(db, actor, params.id, body),
  );
  route.change(
    'DELETE',
    `${path}/:id`,
    { ...one, summary: summaries.remove, data: items, refusals: [404, ...(list.removeRefusals ?? []), 422] },
    async (actor, { params }) => {
      await service.remove(db, actor, params.id);
      return service.list(db);
    },
  );
}
