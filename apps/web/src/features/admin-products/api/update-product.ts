// PUT /api/updateproducts/:id (admin): the edited product; status 200 means saved (product rules §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductUpdate } from '@zariya/shared/catalog';
import { api } from '../../../lib/api-client';
import { refreshProductLists } from './get-admin-products';

export function updateProduct({ id, changes }: { id: number; changes: ProductUpdate }) {
  return api.put(`/updateproducts/${id}`, changes, { auth: 'admin' });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => refreshProductLists(queryClient),
  });
}
