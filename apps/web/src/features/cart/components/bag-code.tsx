import { OFFER_MESSAGES } from '@zariya/shared/offer-engine';
import type { CartData } from '@zariya/shared/orders-api';
import { AlertCircle, BadgePercent } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useRemoveCoupon } from '../api/remove-coupon';

/**
 * The owner's code the bag holds (issue 25, bag codes): applied, with "Remove"; or, when it stopped applying (used
 * up, ended, the bag under its minimum), why — in red, with "Remove" so she can go on without it.
 */
export function BagCode({ cart }: { cart: CartData }) {
  const { t } = useT();
  const remove = useRemoveCoupon();
  const code = cart.couponCode;
  if (!code) return null;
  const refusal = cart.offers?.codeRefusal ?? null;
  return (
    <div
      className="mt-4 flex items-start justify-between gap-3 rounded-md bg-ivory-100 px-3 py-2 text-sm"
      data-testid="bag-code"
    >
      <div className="min-w-0">
        <p className="flex items-center gap-1.5 font-medium text-ink-900">
          <BadgePercent aria-hidden="true" className="size-4 shrink-0 text-gold-600" />
          <span className="font-mono tracking-wide">{code}</span>
        </p>
        {refusal ? (
          <p role="alert" className="mt-0.5 flex items-start gap-1 text-xs font-medium text-danger-600">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" /> {t(refusal.message)}
          </p>
        ) : (
          <p className="mt-0.5 text-xs font-medium text-success-600">
            {t(OFFER_MESSAGES.codeApplied, { code })}
          </p>
        )}
      </div>
      <Button
        variant="link"
        size="sm"
        loading={remove.isPending}
        onClick={() => remove.mutate()}
        aria-label={t('Remove code {{code}}', { code })}
      >
        {t('Remove')}
      </Button>
    </div>
  );
}
