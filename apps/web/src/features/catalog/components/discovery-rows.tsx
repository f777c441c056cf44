// The rows of issue 29 item 4 beside "Similar": "Often bought together" and "Recently viewed" on the product page,
// "You may also like" on the cart. Each asks for its products only when it comes near the screen.
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useRecordView, useVisitorViewedIds } from '../api/recently-viewed';
import { LazyProductRow } from './lazy-product-row';

export function BoughtTogether({ productId }: { productId: number }) {
  const { t } = useT();
  return (
    <LazyProductRow
      title={t('Often bought together')}
      queryKey={['products', 'bought-together', productId]}
      load={(signal) => api.get(`/products/${productId}/bought-together`, { signal })}
    />
  );
}

/** Her recently viewed products (this one left out); records this view (the store layout merges at sign-in). */
export function RecentlyViewed({ productId }: { productId?: number }) {
  const { t } = useT();
  const { token, userId } = useShopperSession();
  const signedIn = Boolean(token && userId);
  useRecordView(productId);
  const visitorIds = useVisitorViewedIds().filter((id) => id !== productId);
  const ids = visitorIds.join(',');
  return signedIn ? (
    <LazyProductRow
      title={t('Recently viewed')}
      queryKey={['recently-viewed', userId, productId]}
      load={(signal) => api.get('/recently-viewed', { signal, auth: 'shopper' })}
      exclude={productId}
    />
  ) : (
    <LazyProductRow
      title={t('Recently viewed')}
      queryKey={['recently-viewed', 'visitor', ids]}
      load={(signal) => api.get('/products/by-ids', { query: { ids }, signal })}
      enabled={ids !== ''}
      exclude={productId}
    />
  );
}

/** The cart's "You may also like": bought with the cart's products, then similar ones. */
export function AlsoLike({ productIds, className }: { productIds: number[]; className?: string }) {
  const { t } = useT();
  const ids = [...new Set(productIds)].slice(0, 20).join(',');
  return (
    <LazyProductRow
      title={t('You may also like')}
      queryKey={['products', 'also-like', ids]}
      load={(signal) => api.get('/products/also-like', { query: { ids }, signal })}
      enabled={ids !== ''}
      className={className}
    />
  );
}
