import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton, SkeletonLines } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import type { CartData } from '@zariya/shared/orders-api';
import { useCartData } from '../api/get-cart-data';
import { CartHelpBanner } from './cart-help-banner';
import { CartLineItem } from './cart-line-item';
import { CartEmpty, CartLoggedOut } from './cart-states';
import { CartSummaryCard } from './cart-summary-card';

function CartSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-3">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4 rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/60">
            <Skeleton className="aspect-[4/5] w-22 sm:w-28" />
            <SkeletonLines
              className="flex-1 space-y-2"
              lines={['h-2.5 w-1/4', 'h-4 w-2/3', 'h-3 w-1/2', 'mt-4 h-9 w-28']}
            />
          </div>
        ))}
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}

/** The whole cart page body: lines, help banner and price summary, or the logged-out and empty states. */
export function CartView({ onProceed }: { onProceed: (cart: CartData) => void }) {
  const { t } = useT();
  const { token, userId } = useShopperSession();
  const query = useCartData(token ? userId : null);

  if (!token || !userId) return <CartLoggedOut />;
  if (query.isPending) return <CartSkeleton />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl bg-ivory-50 px-6 py-10 text-center ring-1 ring-ivory-300/70"
      >
        <p className="font-display text-lg text-plum-950">{t("We couldn't load your cart just now.")}</p>
        <p className="max-w-sm text-sm text-ink-500">{errorMessage(query.error, query.error.message)}</p>
        <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
          <RotateCcw aria-hidden="true" className="size-4" /> {t('Try again')}
        </Button>
      </div>
    );
  }
  const cart = query.data;
  if (cart.cart.length === 0) return <CartEmpty />;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <section aria-label={t('Items in your cart')} className="space-y-4">
        <ul className="space-y-3">
          {cart.cart.map((line) => (
            <CartLineItem key={line.lineId} line={line} />
          ))}
        </ul>
        <CartHelpBanner />
      </section>
      <CartSummaryCard cart={cart} onProceed={() => onProceed(cart)} />
    </div>
  );
}
