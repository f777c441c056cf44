import { Heart } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { FetchFailed } from '../../../components/ui/fetch-failed';
import { StatePanel } from '../../../components/ui/state-panel';
import { paths } from '../../../config/paths';
import { useLocale, useT } from '../../../lib/i18n';
import { useWishlistItems } from '../api/get-wishlist';
import { useMoveToCart } from '../api/move-to-cart';
import { useToggleWishlist } from '../api/toggle-wishlist';
import { WishlistItemCard } from './wishlist-item';

function Empty() {
  const { t } = useT();
  return (
    <StatePanel icon={<Heart aria-hidden="true" className="size-7" />} title={t('Your wishlist is empty')}>
      <p className="mt-2 max-w-sm text-ink-700">
        {t(
          'Tap the heart on any saree, suit or dress to keep it here. We will tell you when its price drops.',
        )}
      </p>
      <Link to={paths.home} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        {t('Start shopping')}
      </Link>
    </StatePanel>
  );
}

/** /wishlist: her saved products with their marks; a visitor's list lives in this browser until she logs in. */
export function WishlistView({ onMovedToCart }: { onMovedToCart?: () => void }) {
  const { t } = useT();
  const locale = useLocale();
  const { items, loggedIn, isPending, error, refetch } = useWishlistItems();
  const toggle = useToggleWishlist();
  const moving = useMoveToCart(onMovedToCart);

  if (isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        <p className="sr-only">{t('Loading your wishlist…')}</p>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  }
  if (error)
    return (
      <FetchFailed message={t('Your wishlist could not be loaded.')} onRetry={refetch} retrying={false} />
    );

  return (
    <div className="space-y-5">
      {loggedIn ? null : (
        <p className="rounded-lg bg-gold-50 px-4 py-3 text-sm text-ink-700 ring-1 ring-gold-200">
          <Trans
            t={t}
            i18nKey="Your wishlist is kept in this browser. <login>Log in</login> to keep it on every device and move pieces to your cart."
            components={{
              login: (
                <Link to={paths.login} className="font-semibold text-plum-800 underline underline-offset-4" />
              ),
            }}
          />
        </p>
      )}
      {items.length === 0 ? (
        <Empty />
      ) : (
        <>
          <p className="text-sm text-ink-500" aria-live="polite">
            {items.length === 1
              ? t('{{count}} piece saved', { count: new Intl.NumberFormat(locale).format(items.length) })
              : t('{{count}} pieces saved', { count: new Intl.NumberFormat(locale).format(items.length) })}
          </p>
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((item) => (
              <li key={item.productId}>
                <WishlistItemCard
                  item={item}
                  actions={{
                    remove: (i) => toggle.mutate({ product: i.product, add: false }),
                    move: loggedIn
                      ? (i, choice) => moving.mutate({ productId: i.productId, ...choice })
                      : undefined,
                    moving: moving.isPending && moving.variables?.productId === item.productId,
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
