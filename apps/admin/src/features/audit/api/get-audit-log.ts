import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { Paged, StaffRef } from '../../../lib/admin-types';

export interface AuditEntry {
  id: number;
  staff: StaffRef | null;
  action: string;
  entity: string;
  entity_id: string | number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  created_at: string;
}

export interface AuditFilters {
  staff_id?: number;
  entity?: string;
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
