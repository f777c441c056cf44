// GET /api/admin/dashboard?lowStock= (admin) → the whole dashboard of the admin home in one call: today's and
// this month's orders and revenue, 30 days per day, top products, low stock, refunds owed, open tickets.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@zariya/shared/dashboard-api';
import { api } from '../../../lib/api-client';

export function getDashboard(lowStock: number, signal?: AbortSignal): Promise<Dashboard> {
  return api.get('/admin/dashboard', { auth: 'admin', query: { lowStock }, signal });
}

export function dashboardQueryOptions(lowStock: number) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', lowStock],
    queryFn: ({ signal }) => getDashboard(lowStock, signal),
    staleTime: 0,
  });
}

export function useDashboard(lowStock: number) {
  return useQuery({ ...dashboardQueryOptions(lowStock), placeholderData: keepPreviousData });
}
