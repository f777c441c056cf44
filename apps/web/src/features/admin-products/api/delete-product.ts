// DELETE /api/products/:id (admin). The row leaves the owner's list at once and comes back on failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';
import { ADMIN_PRODUCTS_KEY, type AdminProductsPage, refreshProductLists } from './get-admin-products';

export function deleteProduct(product: Pick<Product, 'id'>) {
  return api.delete(`/products/${product.id}`, { auth: 'admin' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const listKey = [...ADMIN_PRODUCTS_KEY];
  return useMutation({
    mutationFn: deleteProduct,
    onMutate: async (product) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueriesData<AdminProductsPage>({ queryKey: listKey });
      queryClient.setQueriesData<AdminProductsPage>({ queryKey: listKey }, (page) =>
        page
          ? { items: page.items.filter((item) => item.id !== product.id), total: Math.max(0, page.total - 1) }
          : page,
      );
      return { previous };
    },
    onError: (_error, _product, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => refreshProductLists(queryClient),
  });
}
