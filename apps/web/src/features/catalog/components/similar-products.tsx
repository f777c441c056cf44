// "Similar" below the product's details (issue 29 item 4): products of the same category, nearest in price, colour
// and material. A lazy row: nothing is asked for until the section comes near the screen, which happens only in the
// browser after the page is drawn, so the product's first render never waits for it.
import type { ProductCard } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { LazyProductRow } from './lazy-product-row';

export function SimilarProducts({ productId }: { productId: number }) {
  const { t } = useT();
  return (
    <LazyProductRow
      title={t('Similar')}
      queryKey={['products', 'similar', productId]}
      load={(signal): Promise<ProductCard[]> => api.get(`/products/${productId}/similar`, { signal })}
    />
  );
}
