import { type AuditEntry, type Paged, type auditQuerySchema } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
export declare const AUDIT_PAGE_SIZE = 50;
export declare function auditLog(db: Kysely<Database>, query: z.output<typeof auditQuerySchema>): Promise<Paged<AuditEntry>>;
