// Rate & Review for one order of /yourorder (product rules §2 Your Orders): only completed orders, once per product.
import { orderRef } from '@zariya/shared/order-refs';
import { CircleCheck, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useUserReviews } from '../api/get-user-reviews';
import { ReviewForm, type ReviewableItem } from './review-form';

export type RateReviewButtonProps = {
  order: {
    kind: 'single' | 'bundle';
    id: number;
    items: ReviewableItem[];
    /** When given, the button shows only for 'completed' (the order list normally decides). */
    status?: string;
  };
};

export function RateReviewButton({ order }: RateReviewButtonProps) {
  const { t } = useT();
  const { token, userId } = useShopperSession();
  const [open, setOpen] = useState(false);
  const reviews = useUserReviews(token ? userId : null);
  const ref = orderRef(order.kind, order.id);

  if (!token || !userId) return null;
  if (order.status !== undefined && order.status !== 'completed') return null;

  const reviewed = new Set(
    (reviews.data ?? []).filter((review) => review.orderId === ref).map((review) => review.productId),
  );
  const pending = order.items.filter((item) => !reviewed.has(item.productId));

  if (reviews.isSuccess && pending.length === 0) {
    return (
      <span className="inline-flex min-h-tap items-center gap-1.5 text-sm font-medium text-success-600 sm:min-h-9">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('Reviewed')}
      </span>
    );
  }

  const title = order.kind === 'bundle' ? t('Rate & review your multi order') : t('Rate & review');
  return (
    <>
      <Button variant="gold" size="sm" onClick={() => setOpen(true)} disabled={reviews.isPending}>
        <Star aria-hidden="true" className="size-4" />
        {t('Rate & Review')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        description={t('Your stars, words and photo appear on the product page for other shoppers.')}
      >
        {/* Mounted only while open, so each opening starts with an empty form. */}
        {open ? (
          <ReviewForm userId={userId} orderRef={ref} items={pending} onDone={() => setOpen(false)} />
        ) : null}
      </Dialog>
    </>
  );
}
