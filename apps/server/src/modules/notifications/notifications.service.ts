// Order updates behind one interface: an order event (lib/order-events.ts) becomes one job per channel, e-mail
// always and WhatsApp when the shopper opted in. Each job reads the order when it runs, so a retry sends what
// is true then; the channels retry apart, so a WhatsApp outage never sends the e-mail twice.
import { codTotal } from '@zariya/shared/cod';
import { greetingName, MESSAGE_TEXT_MAX, messageText } from '@zariya/shared/message-text';
import { NOTIFICATION_MESSAGES, type NotificationPrefs, whatsappNumber } from '@zariya/shared/notifications';
import { orderRef } from '@zariya/shared/order-refs';
import { fromPaise } from '@zariya/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { ndrTapPayload, signFailedDeliveryLink } from '../../lib/failed-delivery-link.ts';
import type { OrderEvent } from '../../lib/order-events.ts';
import { type Sms, SmsError } from '../../lib/sms.ts';
import { orderForNotice } from '../../queries/order-notice.query.ts';
import { type OrderNotice, orderMail, orderTemplate } from './order-mails.ts';
import * as repo from './notifications.repository.ts';
import { sendTemplateOnce, type WhatsApp } from './whatsapp.ts';

export type NoticeDeps = {
  db: Db;
  mailer: Mailer;
  whatsapp: WhatsApp;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** MSG91 SMS: a failed delivery's question to a verified number without WhatsApp. */
  sms: Sms;
  /** Signs a failed delivery's answer link (lib/failed-delivery-link.ts). */
  linkSecret: string;
  /** The failed-delivery template with quick replies (decision 0053); undefined: `delivery_failed`, link only. */
  ndrTemplate?: string;
};

/**
 * The notice of an event, from the order as it is now; undefined for an order that is not there. What the shopper
 * typed (her name, the size and colour she sent) goes through messageText: no links in the shop's messages.
 */
export async function noticeOf(db: Db, publicUrl: string, event: OrderEvent, linkSecret = '') {
  const order = await orderForNotice(db, event.ref);
  if (!order) return undefined;
  const ref = orderRef(event.ref.type, event.ref.id);
  const notice: OrderNotice = {
    kind: event.kind,
    to: order.customer.email,
    name: greetingName(order.customer.name),
    orderRef: ref,
    items: order.lines.map((l) =>
      [
        `${l.productName} × ${l.quantity}`,
        messageText([l.size, l.color].filter(Boolean).join(', '), MESSAGE_TEXT_MAX),
      ]
        .filter(Boolean)
        .join(' — '),
    ),
    total: codTotal(order.goodsTotal, order.codFee),
    paymentMethod: order.paymentMethod,
    trackOrderUrl: `${publicUrl}/trackorder/${encodeURIComponent(ref)}`,
    shipment: order.shipment
      ? { courier: order.shipment.courier, awb: order.shipment.awb, trackingUrl: order.shipment.trackingUrl }
      : null,
    refundAmount: event.amountPaise !== undefined ? fromPaise(event.amountPaise) : undefined,
  };
  if (event.kind === 'undelivered' && event.attempt) {
    const token = signFailedDeliveryLink(linkSecret, ref, event.attempt);
    const failed = order.shipment?.events.findLast((e) => e.status.toUpperCase() === 'UNDELIVERED');
    notice.failed = {
      reason: messageText(failed?.activity ?? '', MESSAGE_TEXT_MAX),
      answerUrl: `${publicUrl}/delivery/${token}`,
      token,
    };
  }
  return { notice, userId: order.userId, phone: order.customer.phone };
}

export async function sendEmailNotice(deps: NoticeDeps, event: OrderEvent) {
  const found = await noticeOf(deps.db, deps.publicUrl, event, deps.linkSecret);
  if (!found) return;
  await deps.mailer.send(orderMail(found.notice));
}

/** Sends the WhatsApp template when she opted in; a message Meta refuses for good is logged, not retried. */
export async function sendWhatsappNotice(deps: NoticeDeps, event: OrderEvent) {
  const found = await noticeOf(deps.db, deps.publicUrl, event, deps.linkSecret);
  if (!found) return 'no-order';
  const prefs = await repo.findPrefs(deps.db, found.userId);
  // A failed delivery asks her on the phone even without WhatsApp: by SMS to a verified number.
  if (!prefs?.whatsapp && !(found.notice.failed && prefs)) return 'not-opted-in';
  // Her account's number now, and only once she proved it with a code (issue 28): never the number typed on an
  // order or at sign-up, which may be a stranger's.
  const to = whatsappNumber(prefs.contact);
  if (!prefs.verified || !to) return 'not-verified';
  if (!prefs.whatsapp && found.notice.failed) return sendFailedDeliverySms(deps, to, found.notice);
  const { template: approved, params } = orderTemplate(found.notice);
  // With the webhook, a failed delivery can be answered in WhatsApp too (decision 0053); the link stays.
  const token = found.notice.failed?.token;
  const quick = token && deps.ndrTemplate ? deps.ndrTemplate : undefined;
  const template = quick ?? approved;
  return sendTemplateOnce(deps.whatsapp, deps.log, {
    to,
    template,
    params,
    linkSuffix: token,
    quickReplies:
      quick && token
        ? [
            { index: 1, payload: ndrTapPayload('again', token) },
            { index: 2, payload: ndrTapPayload('cancel', token) },
          ]
        : undefined,
  });
}

/** The failed delivery's SMS (registered template `ndr`: the order and the answer link). */
async function sendFailedDeliverySms(deps: NoticeDeps, to: string, notice: OrderNotice) {
  try {
    await deps.sms.send({
      to: to.slice(-10),
      template: 'ndr',
      vars: { order: notice.orderRef, link: notice.failed?.answerUrl ?? notice.trackOrderUrl },
    });
    return 'sent';
  } catch (err) {
    if (err instanceof SmsError && !err.retryable) {
      deps.log.warn({ sms: { template: 'ndr', status: err.status } }, err.message);
      return 'refused';
    }
    throw err;
  }
}

const prefsOf = (row: { whatsapp: boolean; contact: string }): NotificationPrefs => ({
  email: true,
  whatsapp: row.whatsapp,
  whatsappNumber: whatsappNumber(row.contact) ?? row.contact,
});

export async function getPrefs(db: Db, userId: number) {
  const row = await repo.findPrefs(db, userId);
  if (!row) throw notFound('Account not found.', 'USER_NOT_FOUND');
  return prefsOf(row);
}

export async function setWhatsappPrefs(db: Db, userId: number, on: boolean) {
  const row = await repo.setWhatsapp(db, userId, on);
  if (!row) throw notFound('Account not found.', 'USER_NOT_FOUND');
  return {
    message: on ? NOTIFICATION_MESSAGES.whatsappOn : NOTIFICATION_MESSAGES.whatsappOff,
    ...prefsOf(row),
  };
}
