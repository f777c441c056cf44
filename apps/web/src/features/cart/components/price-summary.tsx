import type { CartSummaryAnswer } from '@zariya/shared/orders-api';
import { formatInr } from '@zariya/shared/pricing';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

// Each row is one <div> holding a <dt> and its <dd>, the only wrapper a <dl> may have between itself and them.
function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 py-1.5',
        strong && 'mt-1.5 border-t border-dashed border-ivory-300 pt-3 text-base',
      )}
    >
      <dt className={strong ? 'font-semibold text-ink-900' : 'text-ink-700'}>{label}</dt>
      <dd className={cn('tabular-nums', strong ? 'font-semibold text-plum-950' : 'font-medium')}>
        {children}
      </dd>
    </div>
  );
}

/**
 * product rules §2 Cart price summary, every figure as the server computed it. Total MRP is the printed price (old prices),
 * the discount on MRP its own line, then coupons and fees. At checkout with pay on delivery, `codFee` adds the
 * fee as its own line and to the total, so the total is the amount the button names.
 */
export function PriceSummary({
  summary,
  codFee,
  className,
}: {
  summary: CartSummaryAnswer;
  codFee?: number | null;
  className?: string;
}) {
  const { t } = useT();
  const total = summary.totalAmount + (codFee ?? 0);
  return (
    <dl aria-label={t('Price summary')} className={cn('text-sm', className)}>
      <Row label={t('Qty')}>{summary.quantity}</Row>
      <Row label={t('Total MRP')}>{formatInr(summary.totalMrp)}</Row>
      {summary.mrpDiscount > 0 ? (
        <Row label={t('Discount on MRP')}>
          <span className="text-success-600">-{formatInr(summary.mrpDiscount)}</span>
        </Row>
      ) : null}
      <Row label={t('Coupon Discount')}>
        {summary.couponApplied && summary.couponDiscount > 0 ? (
          <span className="text-success-600">-{formatInr(summary.couponDiscount)}</span>
        ) : (
          <span className="text-ink-500">{t('Not Applied')}</span>
        )}
      </Row>
      <Row label={t('Platform Fee')}>
        {summary.platformFee > 0 ? (
          formatInr(summary.platformFee)
        ) : (
          <span className="text-success-600">{t('Free')}</span>
        )}
      </Row>
      <Row label={t('Shipping Fee')}>
        {summary.shippingFee > 0 ? (
          formatInr(summary.shippingFee)
        ) : (
          <span className="text-success-600">{t('Free')}</span>
        )}
      </Row>
      {codFee != null ? (
        <Row label={t('Pay on delivery fee')}>
          {codFee > 0 ? formatInr(codFee) : <span className="text-success-600">{t('Free')}</span>}
        </Row>
      ) : null}
      <Row label={t('Total Amount')} strong>
        {formatInr(total)}
      </Row>
    </dl>
  );
}
