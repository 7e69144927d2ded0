import type { FastifyInstance } from 'fastify';
import { type OutboxWorker } from '../outbox/worker.js';
declare module 'fastify' {
    interface FastifyInstance {
        /** the outbox worker; main.ts starts it (OUTBOX_WORKER), tests call deliverDue() */
        outbox: OutboxWorker;
    }
}
/** Builds the outbox worker over this process's channels (SMTP or the outbox folder, the SMS provider). */
export declare function registerOutbox(app: FastifyInstance): void;
