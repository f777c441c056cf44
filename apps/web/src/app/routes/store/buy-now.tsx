import { useQueryClient } from '@tanstack/react-query';
import { COUPON_CODE, MESSAGES } from '@zariya/shared/constants';
import { orderPromiseDate } from '@zariya/shared/delivery-promise';
import { bundleItemOf, type QuoteAnswer } from '@zariya/shared/orders-api';
import { cartSummary, lineTotal, unitMrp } from '@zariya/shared/pricing';
import { variantChoice } from '@zariya/shared/variant-choice';
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cartKeys } from '../../../features/cart/api/cart-keys';
import { useCartData } from '../../../features/cart/api/get-cart-data';
import { CartOffers } from '../../../features/cart/components/cart-offers';
import { PriceSummary } from '../../../features/cart/components/price-summary';
import { useQuoteCart, useQuoteOrder } from '../../../features/checkout/api/quote-order';
import {
  type BuyNowState,
  forgetReceipt,
  isBuyNowState,
  isFirstViewAfterReload,
  leaveReloadedView,
  recallBuyNowState,
  recallReceipt,
  rememberBuyNowState,
  rememberReceipt,
} from '../../../lib/buy-now-state';
import type { CheckoutItem } from '../../../features/checkout/components/checkout-items';
import { CheckoutPanel } from '../../../features/checkout/components/checkout-panel';
import type { Purchase } from '../../../features/checkout/hooks/use-payment';
import { PaymentSuccess } from '../../../features/checkout/components/payment-success';
import { useDeliveryAddress } from '../../../features/delivery-address/api/get-delivery-address';
import { useUserDetails } from '../../../features/delivery-address/api/get-user-details';
import { DeliveryAddressWidget } from '../../../features/delivery-address/components/delivery-address-widget';
import { DeliveryPromise } from '../../../features/delivery-check/components/delivery-promise';
import { useTrackedOrder } from '../../../features/orders/api/get-tracked-order';
import { orderKeys } from '../../../features/orders/api/order-keys';
import { useProduct } from '../../../features/product/api/get-product';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { useShopperSession } from '../../../lib/session';

/** A paid order has its payment id; a pay-on-delivery one the cash to hand the courier. */
type Receipt = { paymentId: string | null; orderRef: string; cashToPay?: number; items?: CheckoutItem[] };
type Flow = { userId: string; onPaid: (receipt: Receipt) => void };

function isReceipt(value: unknown): value is Receipt {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.orderRef === 'string' &&
    (v.paymentId === null || typeof v.paymentId === 'string') &&
    (v.items === undefined || Array.isArray(v.items))
  );
}

/** The confirmation, with the date the shop promised for the order (read from the order once saved). */
function ReceiptView({ receipt }: { receipt: Receipt }) {
  const order = useTrackedOrder(receipt.orderRef, true);
  // Leaving the confirmation forgets it: /buynow without a checkout is "Nothing to pay for yet" again.
  useEffect(() => () => forgetReceipt(), []);
  return <PaymentSuccess {...receipt} promisedBy={order.data ? orderPromiseDate(order.data) : undefined} />;
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-ivory-50 px-6 py-12 text-center shadow-soft ring-1 ring-ivory-300/60">
      <h2 className="text-display-sm font-medium">{title}</h2>
      <div className="mt-3 flex flex-col items-center gap-4 text-ink-700">{children}</div>
    </div>
  );
}

function Loading() {
  const { t } = useT();
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <span className="sr-only">{t('Loading your order…')}</span>
      <Skeleton className="h-64" />
      <Skeleton className="h-80" />
    </div>
  );
}

/** Shared by both purchases: the address, the shopper's details for the provider's form, cache refreshes. */
function useCheckoutContext(userId: string) {
  const address = useDeliveryAddress(userId);
  const details = useUserDetails(userId).data;
  const prefill = details
    ? { name: details.fullname, email: details.email, contact: details.mobile }
    : undefined;
  const where = (
    <>
      <DeliveryAddressWidget />
      {address.data ? <DeliveryPromise pincode={address.data.postalCode} /> : null}
    </>
  );
  return { deliveryAddress: address.data, prefill, address: where };
}

function SingleBuyNow({ state, ...flow }: Flow & { state: Extract<BuyNowState, { mode: 'single' }> }) {
  const { t } = useT();
  const { userId } = flow;
  const context = useCheckoutContext(userId);
  const product = useProduct(state.productId);
  const cart = useCartData(state.cartLineId ? userId : null);
  const cartLine = cart.data?.cart.find((l) => l.lineId === state.cartLineId);
  const bagCoupon = Boolean(
    cartLine &&
      (cartLine.couponApplied || (cart.data?.cart.length === 1 && cart.data.summary.bundleCouponApplied)),
  );
  // The server prices the purchase with the owner's offers; the page shows that quote and sends its total.
  const quote = useQuoteOrder(
    product.data && (!state.cartLineId || cart.data)
      ? {
          productId: state.productId,
          quantity: cartLine?.quantity ?? state.quantity,
          size: state.size,
          color: state.color,
          couponCode: bagCoupon ? COUPON_CODE : undefined,
          cartLineId: cartLine?.lineId,
        }
      : null,
    context.deliveryAddress?.postalCode,
  );
  if (product.isPending || (state.cartLineId && cart.isPending)) return <Loading />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <Notice title={missing ? t(MESSAGES.productNotFound) : t('We could not load this product.')}>
        <BackLinks />
      </Notice>
    );
  }
  const p = product.data;
  if (!p.available)
    return (
      <Notice title={t(MESSAGES.outOfStock)}>
        <BackLinks />
      </Notice>
    );
  const line = cart.data?.cart.find((l) => l.lineId === state.cartLineId);
  // A one-line cart's bag coupon is that line's coupon.
  const couponApplied = Boolean(
    line && (line.couponApplied || (cart.data?.cart.length === 1 && cart.data.summary.bundleCouponApplied)),
  );
  const quantity = line?.quantity ?? state.quantity;
  // The chosen variant's own price when it has one, else the product's; the cart line's when it came from the cart.
  const chosen = variantChoice(p, { size: state.size, color: state.color });
  const unitPrice = line?.new_price ?? chosen.price;
  const unitOld = line ? line.old_price : chosen.oldPrice;
  const priced = { unitPrice, quantity, couponApplied, mrp: unitMrp(unitPrice, unitOld) };
  if (!quote.data && quote.isPending) return <Loading />;
  const items: CheckoutItem[] = [
    {
      key: String(p.id),
      image: p.image,
      brandname: p.brandname,
      productname: p.productname,
      size: state.size,
      color: state.color,
      quantity,
      lineTotal: lineTotal(priced),
      couponApplied,
    },
  ];
  return (
    <QuotedCheckout
      {...flow}
      context={context}
      quote={quote.data}
      // The shared rule's figures until the server's quote has come.
      unquoted={{ ...cartSummary([priced], { bundleCoupon: false }), bundleCouponApplied: false }}
      items={items}
      purchase={{
        kind: 'single',
        productId: p.id,
        quantity,
        size: state.size,
        color: state.color,
        couponCode: couponApplied ? COUPON_CODE : undefined,
        cartLineId: line?.lineId,
        description: p.productname,
      }}
      onPriceChanged={() => void Promise.all([product.refetch(), cart.refetch(), quote.refetch()])}
    />
  );
}

function BundleCheckout({ state, ...flow }: Flow & { state: Extract<BuyNowState, { mode: 'bundle' }> }) {
  const { t } = useT();
  const context = useCheckoutContext(flow.userId);
  const cart = useCartData(flow.userId);
  const couponCode = state.couponCode ?? (cart.data?.summary.bundleCouponApplied ? COUPON_CODE : undefined);
  // The server prices the checkout both ways to pay (decision 0047); the cart's own figures until it answers.
  const quote = useQuoteCart(cart.data?.canCheckout && cart.data.cart.length > 0 ? { couponCode } : null, [
    cart.data?.summary,
    context.deliveryAddress?.postalCode,
  ]);
  if (cart.isPending || (quote.isPending && quote.fetchStatus !== 'idle')) return <Loading />;
  if (cart.isError)
    return (
      <Notice title={t('We could not load your cart.')}>
        <BackLinks />
      </Notice>
    );
  const { cart: lines, canCheckout } = cart.data;
  if (lines.length === 0)
    return (
      <Notice title={t('Your cart is empty')}>
        <BackLinks />
      </Notice>
    );
  if (!canCheckout)
    return (
      <Notice title={t(MESSAGES.cartHasOutOfStock)}>
        <BackLinks />
      </Notice>
    );
  const items: CheckoutItem[] = lines.map((l) => ({ ...l, key: l._id }));
  return (
    <QuotedCheckout
      {...flow}
      context={context}
      quote={quote.data}
      unquoted={cart.data.summary}
      items={items}
      purchase={{
        kind: 'bundle',
        products: lines.map(bundleItemOf),
        couponCode,
        description:
          lines.length === 1
            ? t('{{count}} item from your cart', { count: 1 })
            : t('{{count}} items from your cart', { count: lines.length }),
      }}
      onPriceChanged={() => void Promise.all([cart.refetch(), quote.refetch()])}
    />
  );
}

function BackLinks() {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to={paths.cart} className={buttonClasses({ size: 'lg' })}>
        {t('Go to your cart')}
      </Link>
      <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
        {t('Continue shopping')}
      </Link>
    </div>
  );
}

/**
 * product rules §2 Payment (/buynow): what is bought comes in the navigation state, kept for the tab so that a reload does
 * not lose it (lib/buy-now-state.ts); every amount is the server's. Once paid, the receipt takes the checkout's
 * place in the history entry and the tab, so a reload shows the confirmation instead of asking to pay again.
 */
export function BuyNowRoute() {
  const { t } = useT();
  usePageMeta(t('Payment'), t('Pay securely for your Zariya order.'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, userId } = useShopperSession();
  const navigated: unknown = location.state;
  const [kept] = useState(() =>
    isFirstViewAfterReload()
      ? { checkout: recallBuyNowState(), receipt: recallReceipt() }
      : { checkout: null, receipt: null },
  );
  const [paid, setPaid] = useState<Receipt | null>(null);
  const navigatedReceipt =
    isObjectWith(navigated, 'receipt') && isReceipt(navigated.receipt) ? navigated.receipt : null;
  const receipt =
    paid ?? navigatedReceipt ?? (!isBuyNowState(navigated) && isReceipt(kept.receipt) ? kept.receipt : null);
  const state = isBuyNowState(navigated) ? navigated : kept.checkout;

  useEffect(() => {
    if (isBuyNowState(navigated)) rememberBuyNowState(navigated);
  }, [navigated]);
  useEffect(() => () => leaveReloadedView(), []);

  const onPaid = (done: Receipt) => {
    rememberReceipt(done);
    setPaid(done);
    navigate(paths.buyNow, { replace: true, state: { receipt: done } });
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
  };

  let body: ReactNode;
  if (receipt) body = <ReceiptView receipt={receipt} />;
  else if (!state) {
    body = (
      <Notice title={t('Nothing to pay for yet')}>
        <p>{t('Choose Buy Now on a product, or Checkout in your cart, to come here.')}</p>
        <BackLinks />
      </Notice>
    );
  } else if (!token || !userId) {
    body = (
      <Notice title={t(MESSAGES.loginToBuy)}>
        <Link to={paths.login} className={buttonClasses({ size: 'lg' })}>
          {t('Login/Sign up')}
        </Link>
      </Notice>
    );
  } else if (state.mode === 'single') body = <SingleBuyNow state={state} userId={userId} onPaid={onPaid} />;
  else body = <BundleCheckout state={state} userId={userId} onPaid={onPaid} />;

  return (
    <div className="container-shop py-6 sm:py-10">
      <h1 className="mb-5 text-display-sm font-medium sm:mb-7 sm:text-display">
        {receipt ? t('Order confirmed') : t('Payment')}
      </h1>
      {body}
    </div>
  );
}

function isObjectWith<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === 'object' && value !== null && key in value;
}

type Summary = ComponentProps<typeof PriceSummary>['summary'];
/** What is bought, the amount apart: that is the quoted total. */
type Bought = { [K in Purchase['kind']]: Omit<Extract<Purchase, { kind: K }>, 'amount'> }[Purchase['kind']];

/**
 * The checkout panel of either purchase, priced by the server's quote (the engine with the owner's offers) and
 * `unquoted` until it has come: the quote's offers and summary for the way she pays, online or on delivery (offers
 * paid online only left out there, decision 0047), what paying online saves, and the quoted total as the amount.
 * The placed order is the page's receipt with what was bought: paid online, or the cash on delivery.
 */
function QuotedCheckout({
  userId,
  onPaid,
  context,
  quote,
  unquoted,
  items,
  purchase,
  onPriceChanged,
}: Flow & {
  context: ReturnType<typeof useCheckoutContext>;
  quote: QuoteAnswer | undefined;
  unquoted: Summary;
  items: CheckoutItem[];
  purchase: Bought;
  onPriceChanged: () => void;
}) {
  const summary = quote?.summary ?? unquoted;
  const codSummary = quote?.cod.summary ?? unquoted;
  return (
    <CheckoutPanel
      {...context}
      userId={userId}
      items={items}
      summary={(codFee) => (
        <>
          <CartOffers offers={codFee === null ? quote?.offers : quote?.cod.offers} />
          <PriceSummary summary={codFee === null ? summary : codSummary} codFee={codFee} />
        </>
      )}
      codAmount={codSummary.totalAmount}
      payOnlineSaving={quote?.payOnlineSaving}
      purchase={{ ...purchase, amount: summary.totalAmount }}
      onPaid={(paid) => onPaid({ ...paid, items })}
      onCodPlaced={({ orderRef, cashToPay }) => onPaid({ paymentId: null, orderRef, cashToPay, items })}
      onPriceChanged={onPriceChanged}
    />
  );
}
