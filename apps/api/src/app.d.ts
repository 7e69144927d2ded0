import { type Locale } from '@dukkan/contracts';
import { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
declare module 'fastify' {
    interface FastifyInstance {
        db: Kysely<Database>;
        config: Config;
    }
    interface FastifyRequest {
        locale: Locale;
    }
}
export interface AppOptions {
    config: Config;
    db: Kysely<Database>;
    /** where the log goes (standard output when absent); tests read it */
    logStream?: {
        write(line: string): void;
    };
}
/** Builds the whole API (and the storefront's static files) without listening; tests use `app.inject`. */
export declare function buildApp({ config, db, logStream }: AppOptions): Promise<FastifyInstance>;
