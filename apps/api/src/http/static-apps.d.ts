import type { FastifyInstance, FastifyReply } from 'fastify';
/** Hashed bundles under assets/ never change; everything else (index.html) is checked on every load. */
export declare function appCacheHeaders(reply: FastifyReply, filePath: string): void;
/** The staff app (apps/admin, its own bundle) at /admin/; `/admin` and `/admin/` answer its index.html. */
export declare function serveAdminApp(app: FastifyInstance, root: string): Promise<void>;
