import { errorBodySchema, message } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { pendingMigrations } from '../db/migrate.js';

const noStore = { 'cache-control': 'no-store' };

/**
 * For load balancers and orchestrators (issue 15 item 11), outside /api, unauthenticated, never cached, not rate
 * limited: `GET /health` says the process answers (no database work, so a slow database does not get the process
 * killed); `GET /ready` says it can serve: the database answers and no migration is pending (one query each).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }),
  );

  const readiness = { 200: z.object({ status: z.literal('ready') }), 503: errorBodySchema };
  app.get('/ready', { schema: { hide: true, response: readiness } }, async (request, reply) => {
    const database = await sql`SELECT 1`
      .execute(app.db)
      .then(() => true)
      .catch((error: unknown) => (request.log.warn({ err: error }, 'readiness: database unreachable'), false));
    const migrations = database && (await pendingMigrations(app.db)).length === 0;
    if (database && migrations) return reply.headers(noStore).send({ status: 'ready' });
    return reply
      .status(503)
      .headers({ ...noStore, 'retry-after': '5' })
      .send({ message: message('service_unavailable', request.locale), details: { database, migrations } });
  });
}
