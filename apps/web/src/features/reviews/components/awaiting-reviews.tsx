import { imageUrl } from '@zariya/shared/images';
import { CircleCheck, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useLocale, useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useCompletedOrders } from '../api/get-completed-orders';
import { useUserReviews } from '../api/get-user-reviews';
import { RateReviewButton } from './rate-review-button';

function Box({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl bg-ivory-50 p-8 text-center ring-1 ring-ivory-300/70">
      {children}
    </div>
  );
}

/** Delivered orders with products the shopper has not reviewed yet, each with its Rate & Review button. */
export function AwaitingReviews() {
  const { t } = useT();
  const day = new Intl.DateTimeFormat(useLocale(), { day: 'numeric', month: 'short', year: 'numeric' });
  const { token, userId } = useShopperSession();
  const sessionUser = token ? userId : null;
  const orders = useCompletedOrders(sessionUser);
  const reviews = useUserReviews(sessionUser);

  if (!sessionUser) {
    return (
      <Box>
        <p className="text-ink-700">{t('Log in to see the purchases waiting for your review.')}</p>
        <Link to={paths.login} className={buttonClasses()}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('Login/Sign up')}
        </Link>
      </Box>
    );
  }
  if (orders.isPending || reviews.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{t('Loading your orders…')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (orders.isError || reviews.isError) {
    return (
      <Box>
        <p role="alert" className="text-ink-700">
          {t('We could not load your orders. Please try again.')}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            void orders.refetch();
            void reviews.refetch();
          }}
        >
          {t('Try again')}
        </Button>
      </Box>
    );
  }

  const done = new Set(reviews.data.map((review) => `${review.orderId}/${review.productId}`));
  const waiting = orders.data.filter((order) =>
    order.items.some((item) => !done.has(`${order.ref}/${item.productId}`)),
  );
  if (waiting.length === 0) {
    return (
      <Box>
        <CircleCheck aria-hidden="true" className="size-8 text-success-600" />
        <p className="font-display text-xl text-plum-950">{t('You are all caught up')}</p>
        <p className="max-w-sm text-sm text-ink-500">
          {t(
            'Nothing is waiting for a review. Delivered orders appear here, and in Your Orders, as soon as they arrive.',
          )}
        </p>
      </Box>
    );
  }

  return (
    <ul className="space-y-3" aria-label={t('Purchases waiting for your review')}>
      {waiting.map((order) => {
        const first = order.items[0];
        const names = order.items.map((item) => item.productName).join(', ');
        return (
          <li
            key={order.ref}
            className="flex flex-wrap items-center gap-4 rounded-xl bg-ivory-50 p-3 shadow-soft ring-1 ring-ivory-300/70 sm:p-4"
          >
            {first?.image ? (
              <img
                src={imageUrl(first.image, 200)}
                alt=""
                className="h-20 w-16 shrink-0 rounded-md object-cover"
                loading="lazy"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <p translate="no" className="font-medium break-words text-ink-900">
                {names}
              </p>
              <p className="text-sm text-ink-500">
                {order.kind === 'bundle'
                  ? t('Multi order #{{ref}} · ordered {{date}}', {
                      ref: order.ref,
                      date: day.format(new Date(order.date)),
                    })
                  : t('Order #{{ref}} · ordered {{date}}', {
                      ref: order.ref,
                      date: day.format(new Date(order.date)),
                    })}
              </p>
            </div>
            <RateReviewButton
              order={{ kind: order.kind, id: order.id, items: order.items, status: 'completed' }}
            />
          </li>
        );
      })}
    </ul>
  );
}
