// GET /api/admin/customers/:id (admin) → her page: figures, orders, tickets, returns, refunds, the owner's notes.
import { useQuery } from '@tanstack/react-query';
import type { CustomerPage } from '@zariya/shared/customers-api';
import { api } from '../../../lib/api-client';

export const customerQueryKey = (id: number) => ['admin', 'customer', id] as const;

export function getCustomer(id: number, signal?: AbortSignal): Promise<CustomerPage> {
  return api.get(`/admin/customers/${id}`, { auth: 'admin', signal });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: customerQueryKey(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    staleTime: 0,
  });
}
