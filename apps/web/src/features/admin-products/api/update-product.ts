// PUT /api/updateproducts/:id (admin): the edited product; status 200 means saved (SPEC §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductUpdate } from '@zariya/shared/catalog';
import type { Product } from '@zariya/shared/product';
import { apiRequest } from '../../../lib/api-client';
import { refreshProductLists } from './get-admin-products';

export async function updateProduct({ id, changes }: { id: number; changes: ProductUpdate }) {
  const { data } = await apiRequest<{ message: string; product: Product }>(`/updateproducts/${id}`, {
    method: 'PUT',
    body: changes,
    auth: 'admin',
  });
  return data;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => refreshProductLists(queryClient),
  });
}
