// One product photo per category, for banners. Lists the page already shows share their cache entries.
import { useQueries } from '@tanstack/react-query';
import type { Category } from '@zariya/shared/constants';
import { type ProductListParams, productsQueryOptions } from '../api/get-products';

export function useCategoryCovers(lists: ReadonlyArray<ProductListParams & { category: Category }>) {
  return useQueries({
    queries: lists.map((params) => ({ ...productsQueryOptions(params), staleTime: 5 * 60_000 })),
    combine: (results) => {
      const covers: Partial<Record<string, string>> = {};
      results.forEach((result, index) => {
        const image = result.data?.items.find((product) => product.image)?.image;
        if (image) covers[lists[index].category] = image;
      });
      return covers;
    },
  });
}
