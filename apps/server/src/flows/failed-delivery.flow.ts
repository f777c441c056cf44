// Flow: failed deliveries (issue 28 item 6). Shiprocket's webhook reports scans (fulfilment); a failed attempt
// (NDR, UNDELIVERED) is counted on the shipment and announced, so the notifications module asks the shopper by
// WhatsApp or SMS (a verified number only) and e-mail, with a signed link to the shop's answer page. Her answer
// goes to Shiprocket's NDR action (try again on a day, at corrected address lines, or return). When the parcel is
// back at the shop (RTO DELIVERED) the owner's RTO step runs (fulfilment-step.flow.ts): the order is closed and
// its pieces go back to stock.
import {
  answerLine,
  answerRefusal,
  type FailedDeliveryAnswer,
  type FailedDeliveryView,
  reattemptDates,
} from '@zariya/shared/failed-delivery';
import { orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, conflict, notFound } from '../errors.ts';
import { readFailedDeliveryLink } from '../lib/failed-delivery-link.ts';
import { orderEvent } from '../lib/order-events.ts';
import * as fulfilment from '../modules/fulfilment/fulfilment.service.ts';
import type { NdrAction } from '../modules/fulfilment/shipping-provider.ts';
import { orderWithLines } from '../queries/order-with-lines.query.ts';
import { takeStep } from './fulfilment-step.flow.ts';

/** The courier's webhook: scans stored; a failed attempt asks the shopper; a parcel back at the shop is RTO. */
export async function courierUpdate(
  deps: fulfilment.StepDeps & { log: FastifyBaseLogger },
  body: Parameters<typeof fulfilment.recordShiprocketUpdate>[1],
) {
  const { status, report } = await fulfilment.recordShiprocketUpdate(deps.db, body);
  if (report?.kind === 'undelivered')
    orderEvent(deps.db, { ref: report.ref, kind: 'undelivered', attempt: report.attempt });
  if (report?.kind === 'rto-delivered') {
    try {
      await takeStep(deps, orderRef(report.ref.type, report.ref.id), { to: 'rto' }, new Date(), 'system');
    } catch (err) {
      // Already returned (Shiprocket repeats itself), or a prepaid parcel: the owner settles it on her desk.
      if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
      deps.log.warn(
        { orderRef: orderRef(report.ref.type, report.ref.id) },
        `RTO not stepped: ${err.message}`,
      );
    }
  }
  return { status };
}

/** The order and shipment behind a link, or a readable 4xx (forged, expired, not a failed delivery). */
async function claimOf(deps: fulfilment.StepDeps, secret: string, token: string, now: Date) {
  const claim = readFailedDeliveryLink(secret, token, now);
  if (claim === 'forged') throw badRequest('This link is not valid.', 'DELIVERY_LINK_INVALID');
  if (claim === 'expired')
    throw new AppError(
      410,
      'DELIVERY_LINK_EXPIRED',
      'This link has expired. The courier will return the parcel unless you contact us.',
    );
  const ref = parseOrderRef(claim.orderRef);
  const order = ref ? await orderWithLines(deps.db, ref, false) : undefined;
  const shipment = ref ? await fulfilment.failedDeliveryOf(deps.db, ref) : undefined;
  if (!ref || !order?.placed || !shipment) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
  if (shipment.failedAttempts !== claim.attempt)
    throw conflict(
      'The courier has tried again since this message. Please use the newest link.',
      'NOT_FAILED_DELIVERY',
    );
  return { claim, order, shipment };
}

export async function failedDeliveryView(
  deps: fulfilment.StepDeps,
  secret: string,
  token: string,
  now = new Date(),
): Promise<FailedDeliveryView> {
  const { claim, order, shipment } = await claimOf(deps, secret, token, now);
  return {
    orderRef: claim.orderRef,
    attempt: claim.attempt,
    reason: shipment.failedReason,
    answered: shipment.answeredAttempt >= claim.attempt,
    dates: reattemptDates(now),
    pincode: order.deliveryAddress?.postalCode ?? null,
    deliveryAddress: order.deliveryAddress,
  };
}

function ndrActionOf(answer: FailedDeliveryAnswer, ref: string): NdrAction {
  if (answer.choice === 'reattempt')
    return {
      action: 're-attempt',
      deferredDate: answer.date,
      comments: `Order ${ref}: the customer asked for delivery on ${answer.date}.`,
    };
  if (answer.choice === 'address') {
    const a = answer.deliveryAddress;
    return {
      action: 're-attempt',
      address1: a.addressLine1,
      address2: [a.addressLine2, a.city, a.state, a.postalCode].filter(Boolean).join(', '),
      comments: `Order ${ref}: the customer corrected the address.`,
    };
  }
  return { action: 'return', comments: `Order ${ref}: the customer cancelled; please return to origin.` };
}

/** Her answer: checked (the link, the day, the pincode), sent to the courier, recorded once. */
export async function answerFailedDelivery(
  deps: fulfilment.StepDeps,
  secret: string,
  token: string,
  answer: FailedDeliveryAnswer,
  now = new Date(),
) {
  const { claim, order, shipment } = await claimOf(deps, secret, token, now);
  if (shipment.answeredAttempt >= claim.attempt)
    throw conflict('This delivery attempt has already been answered.', 'ALREADY_ANSWERED');
  const refusal = answerRefusal(answer, { now, pincode: order.deliveryAddress?.postalCode ?? null });
  if (refusal) throw badRequest(refusal, 'DELIVERY_ANSWER_REFUSED');
  const line = answerLine(answer);
  await fulfilment.answerFailedAttempt(
    deps,
    shipment,
    claim.attempt,
    ndrActionOf(answer, claim.orderRef),
    line,
    now,
  );
  return {
    message:
      answer.choice === 'cancel'
        ? 'Thank you. The courier will return the parcel and your order will be cancelled.'
        : 'Thank you. We have told the courier.',
    line,
  };
}
