// The owner's team pages' reads (issue 26): GET /api/admin/staff, /admin/roles, /admin/audit, and the sessions of
// a person (/admin/staff/:id/sessions) or of oneself (/admin/me/sessions).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditQuery } from '@zariya/shared/staff';
import { api } from '../../../lib/api-client';

export const staffKeys = {
  all: ['admin', 'staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  roles: () => [...staffKeys.all, 'roles'] as const,
  audit: (q: AuditQuery) => [...staffKeys.all, 'audit', q] as const,
  sessions: (id: number | 'me') => [...staffKeys.all, 'sessions', id] as const,
};

export const useStaffList = () =>
  useQuery(
    queryOptions({
      queryKey: staffKeys.list(),
      queryFn: ({ signal }) => api.get('/admin/staff', { auth: 'admin', signal }),
    }),
  );

export const useRoles = () =>
  useQuery({
    queryKey: staffKeys.roles(),
    queryFn: ({ signal }) => api.get('/admin/roles', { auth: 'admin', signal }),
  });

export const useAudit = (query: AuditQuery) =>
  useQuery({
    queryKey: staffKeys.audit(query),
    queryFn: ({ signal }) => api.get('/admin/audit', { auth: 'admin', signal, query }),
    placeholderData: keepPreviousData,
  });

export const useSessions = (id: number | 'me', enabled = true) =>
  useQuery({
    queryKey: staffKeys.sessions(id),
    queryFn: ({ signal }) =>
      id === 'me'
        ? api.get('/admin/me/sessions', { auth: 'admin', signal })
        : api.get(`/admin/staff/${id}/sessions`, { auth: 'admin', signal }),
    enabled,
  });
