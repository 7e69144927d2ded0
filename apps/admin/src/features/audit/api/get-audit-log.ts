import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { AuditEntry } from '@dukkan/contracts';
import type { Paged } from '../../../lib/admin-types';

export type { AuditEntry };

export interface AuditFilters {
  staff_id?: number;
  entity?: string;
  /** one record's history: with `entity` */
  entity_id?: string;
  page?: number;
}

export const auditLogKey = ['admin', 'audit'] as const;

export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...auditLogKey, filters],
    queryFn: ({ signal }) => adminApi<Paged<AuditEntry>>('/audit-log', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters) => useQuery(auditLogQuery(filters));
