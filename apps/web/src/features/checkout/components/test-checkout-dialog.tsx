import type { PaymentOrder } from '@zariya/shared/orders-api';
import { formatInr } from '@zariya/shared/pricing';
import { FlaskConical } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { testPay } from '../api/test-pay';
import type { CheckoutOutcome } from '../lib/razorpay';
import { NotHeldNote } from './not-held-note';

// Same text as ORDER_MESSAGES.paymentFailed (orders-api.ts), kept here so zod stays out of this chunk.
const PAYMENT_FAILED = 'Payment failed. No money was taken.';

/**
 * The shop's own checkout while no payment provider is configured (docs/architecture.md "Payment flow"): clearly a
 * test, no money moves. Pay asks the server's test provider for a signed payment; Fail declines it.
 */
export function TestCheckoutDialog({
  order,
  onSettle,
}: {
  order: PaymentOrder;
  onSettle: (outcome: CheckoutOutcome) => void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;

  // Like Razorpay's `timeout`: the window closes when the hold lapses, unless an answer is on its way.
  useEffect(() => {
    const left = Date.parse(order.expiresAt) - Date.now();
    if (!Number.isFinite(left)) return;
    const timer = setTimeout(
      () => {
        if (!busyRef.current) onSettle({ kind: 'dismissed' });
      },
      Math.max(0, left),
    );
    return () => clearTimeout(timer);
  }, [order.expiresAt, onSettle]);

  const pay = async () => {
    setBusy('pay');
    try {
      onSettle({ kind: 'paid', proof: await testPay({ orderId: order.id }) });
    } catch (error) {
      onSettle({ kind: 'failed', reason: errorMessage(error, PAYMENT_FAILED) });
    }
  };

  const fail = async () => {
    setBusy('fail');
    try {
      await testPay({ orderId: order.id, outcome: 'failure' });
    } catch (error) {
      onSettle({ kind: 'failed', reason: errorMessage(error, PAYMENT_FAILED) });
      return;
    }
    onSettle({ kind: 'failed', reason: PAYMENT_FAILED });
  };

  return (
    <Dialog
      open
      onClose={() => (busy ? undefined : onSettle({ kind: 'dismissed' }))}
      title={t('Test payment')}
      description={t(
        'This shop is running its built-in test checkout. No real money moves and no card is needed.',
      )}
    >
      <div className="flex items-start gap-3 rounded-lg border border-dashed border-gold-500 bg-gold-50 p-3 text-sm text-gold-800">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="font-semibold">{t('Test mode.')}</strong>{' '}
          {t('Choose Pay to simulate a successful payment or Fail to simulate a declined one.')}
        </p>
      </div>
      {order.held ? null : <NotHeldNote className="mt-3" />}
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-500">{t('Amount')}</dt>
          <dd className="font-semibold tabular-nums">{formatInr(order.amount / 100)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-500">{t('Payment order')}</dt>
          <dd className="truncate font-mono text-xs">{order.id}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={fail} loading={busy === 'fail'} disabled={busy !== null}>
          {t('Fail')}
        </Button>
        <Button onClick={pay} loading={busy === 'pay'} disabled={busy !== null}>
          {t('Pay')}
        </Button>
      </div>
    </Dialog>
  );
}
