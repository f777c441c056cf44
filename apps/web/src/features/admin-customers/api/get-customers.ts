// GET /api/admin/customers (admin) → { customers, total, page, pageSize }: the owner's shoppers, searched, filtered
// and paged by the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerList, CustomerListQueryInput } from '@zariya/shared/customers-api';
import { api } from '../../../lib/api-client';

export function getCustomers(query: CustomerListQueryInput, signal?: AbortSignal): Promise<CustomerList> {
  return api.get('/admin/customers', { auth: 'admin', query, signal });
}

export function useCustomers(query: CustomerListQueryInput) {
  return useQuery({
    queryKey: ['admin', 'customers', query],
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
