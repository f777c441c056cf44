import type { DeliveryAddress } from '@zariya/shared/accounts';
import { formatInr } from '@zariya/shared/pricing';
import { Lock, RotateCcw } from 'lucide-react';
import type { PaymentMethod } from '@zariya/shared/fulfilment';
import { HOLD_MINUTES } from '@zariya/shared/payment-lifecycle';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { useCodOffer } from '../api/get-cod-offer';
import { useCod } from '../hooks/use-cod';
import { type Purchase, usePayment } from '../hooks/use-payment';
import { type CheckoutItem, CheckoutItems } from './checkout-items';
import { CodConfirm } from './cod-confirm';
import { NotHeldNote } from './not-held-note';
import { PaymentMethodChoice } from './payment-method-choice';
import { TestCheckoutDialog } from './test-checkout-dialog';

export type CheckoutPanelProps = {
  userId: string;
  items: CheckoutItem[];
  /**
   * The price summary, figures from the server or the shared rules; `codFee` is the pay-on-delivery fee while
   * that is chosen (else null), for its own line and the total, so the summary and the button say one amount.
   */
  summary: (codFee: number | null) => ReactNode;
  /** The delivery address widget. */
  address: ReactNode;
  deliveryAddress: DeliveryAddress | null | undefined;
  /** What is bought, with the amount paying online. */
  purchase: Purchase;
  /** The amount paying on delivery, the fee apart (offers paid online only left out; decision 0047). */
  codAmount?: number;
  /** What paying online saves ("Pay online and save ₹N"); 0 or absent: nothing. */
  payOnlineSaving?: number;
  prefill?: { name?: string; email?: string; contact?: string };
  onPaid: (receipt: { paymentId: string; orderRef: string }) => void;
  /** A pay-on-delivery order was placed with its code. */
  onCodPlaced: (placed: { orderRef: string; cashToPay: number }) => void;
  onPriceChanged: () => void;
};

/** The payment page body: what is bought, where it goes, the amount and the Pay button. */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const { t } = useT();
  const { items, summary, address, deliveryAddress, purchase } = props;
  const stepText = {
    starting: t('Reserving your pieces…'),
    paying: t('Waiting for your payment…'),
    saving: t('Confirming your order…'),
  };
  const payment = usePayment({
    userId: props.userId,
    deliveryAddress,
    prefill: props.prefill,
    onPaid: props.onPaid,
    onPriceChanged: props.onPriceChanged,
  });
  const { state } = payment;
  const [method, setMethod] = useState<PaymentMethod>('online');
  const codPurchase: Purchase = { ...purchase, amount: props.codAmount ?? purchase.amount };
  const offer = useCodOffer(codPurchase.amount, deliveryAddress?.postalCode || undefined).data;
  const cod = useCod({ userId: props.userId, deliveryAddress, onPlaced: props.onCodPlaced });
  const payOnDelivery = method === 'cod' && offer?.offered === true;

  const noAddress = deliveryAddress === null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="space-y-4">
        {address}
        <Card>
          <h2 className="mb-4 font-display text-xl font-medium">
            {items.length === 1 ? t('Your item') : t('Your {{count}} items', { count: items.length })}
          </h2>
          <CheckoutItems items={items} />
        </Card>
      </div>
      <Card className="lg:sticky lg:top-32">
        <h2 className="font-display text-xl font-medium">{t('Amount to pay')}</h2>
        <div className="mt-4">{summary(payOnDelivery ? (offer?.fee ?? 0) : null)}</div>
        {noAddress ? (
          <p role="alert" className="mt-3 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
            {t('Please add a delivery address before paying.')}
          </p>
        ) : null}
        {state.phase === 'failed' ? (
          <div role="alert" className="mt-3 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
            <p>{state.message}</p>
            {state.canRetrySave ? (
              <Button variant="secondary" size="sm" className="mt-2" onClick={payment.retrySave}>
                <RotateCcw aria-hidden="true" className="size-4" /> {t('Try saving again')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <PaymentMethodChoice
          value={payOnDelivery ? 'cod' : 'online'}
          onChange={(next) => {
            setMethod(next);
            cod.reset();
          }}
          offer={offer}
          amounts={{ online: purchase.amount, cod: codPurchase.amount }}
          payOnlineSaving={props.payOnlineSaving ?? 0}
          disabled={state.phase === 'working' || cod.state.phase === 'placing'}
        />
        {payOnDelivery ? (
          cod.state.phase === 'code' || cod.state.phase === 'placing' ? (
            <CodConfirm
              challenge={cod.state.challenge}
              placing={cod.state.phase === 'placing'}
              error={cod.state.phase === 'code' ? cod.state.error : undefined}
              onPlace={(code) => void cod.placeOrder(code)}
              onResend={() => void cod.sendCode(codPurchase)}
            />
          ) : (
            <>
              {cod.state.phase === 'failed' ? (
                <p role="alert" className="mt-3 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
                  {cod.state.message}
                </p>
              ) : null}
              <Button
                size="lg"
                className="mt-5 w-full"
                onClick={() => void cod.sendCode(codPurchase)}
                loading={cod.state.phase === 'sending'}
                disabled={noAddress || deliveryAddress === undefined}
              >
                {t('Place order · pay {{amount}} on delivery', {
                  amount: formatInr(codPurchase.amount + (offer?.fee ?? 0)),
                })}
              </Button>
              <p className="mt-3 text-center text-xs text-ink-500">
                {t(
                  'We send a code to your mobile first (or your e-mail): the order is placed when you enter it.',
                )}
              </p>
            </>
          )
        ) : (
          <>
            <Button
              size="lg"
              className="mt-5 w-full"
              onClick={() => payment.pay(purchase)}
              loading={state.phase === 'working'}
              disabled={
                noAddress || deliveryAddress === undefined || (state.phase === 'failed' && state.canRetrySave)
              }
            >
              {state.phase === 'working'
                ? stepText[state.step]
                : t('Pay {{amount}}', { amount: formatInr(purchase.amount) })}
            </Button>
            {payment.notHeld ? (
              <NotHeldNote className="mt-3" />
            ) : (
              <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-ink-500">
                <Lock aria-hidden="true" className="size-3.5" />{' '}
                {t('Your pieces are held for {{minutes}} minutes while you pay.', { minutes: HOLD_MINUTES })}
              </p>
            )}
          </>
        )}
      </Card>
      {payment.testOrder ? (
        <TestCheckoutDialog order={payment.testOrder.order} onSettle={payment.testOrder.settle} />
      ) : null}
    </div>
  );
}
