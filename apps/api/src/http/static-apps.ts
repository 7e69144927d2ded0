import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Hashed bundles under assets/ never change; everything else (index.html) is checked on every load. */
export function appCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header(
    'cache-control',
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** The staff app (apps/admin, its own bundle) at /admin/; `/admin` and `/admin/` answer its index.html. */
export async function serveAdminApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/admin/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    setHeaders: appCacheHeaders,
  });
  // read on each load (a few hundred bytes), so a rebuilt app is picked up without a restart
  app.get('/admin', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await fs.promises.readFile(path.join(root, 'index.html'))),
  );
}
