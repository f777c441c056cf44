// The order-update e-mails rendered: subject, HTML and plain text name the order and its amounts in rupees with
// Indian grouping; the shopper's own words are escaped in the HTML.
import { describe, expect, it } from 'vitest';
import { type OrderNotice, orderMail, orderTemplate } from './order-mails.ts';

const base: OrderNotice = {
  kind: 'placed',
  to: 'asha@example.in',
  name: 'Asha <Deshpande>',
  orderRef: 'B-42',
  items: ['Banarasi silk saree × 1 — Free Size, Gold', 'Kurta set × 2 — M, Teal'],
  total: 125000,
  paymentMethod: 'online',
  trackOrderUrl: 'https://zariya.shop/trackorder/B-42',
};

describe('order-update e-mails', () => {
  it('placed: the order, what she bought and the total in ₹ with Indian grouping', () => {
    const mail = orderMail(base);
    expect(mail.to).toBe('asha@example.in');
    expect(mail.subject).toBe('Your Zariya order B-42 is placed');
    expect(mail.text).toContain('Hello Asha <Deshpande>,');
    expect(mail.text).toContain('  - Banarasi silk saree × 1 — Free Size, Gold');
    expect(mail.text).toContain('Total ₹1,25,000, paid online.');
    expect(mail.text).toContain('https://zariya.shop/trackorder/B-42');
    expect(mail.html).toContain('<strong>B-42</strong>');
    expect(mail.html).toContain('₹1,25,000');
    expect(mail.html).toContain('Asha &#60;Deshpande&#62;');
    expect(mail.html).not.toContain('<Deshpande>');
    expect(mail.html).toContain('href="https://zariya.shop/trackorder/B-42"');
    expect(orderMail({ ...base, paymentMethod: 'cod', total: 1849 }).text).toContain(
      'Total ₹1,849, to pay in cash on delivery.',
    );
  });

  it('shipped: courier, AWB, tracking links, and the cash to keep ready for COD', () => {
    const mail = orderMail({
      ...base,
      kind: 'shipped',
      paymentMethod: 'cod',
      total: 1849,
      shipment: { courier: 'Delhivery', awb: 'DL1234567890', trackingUrl: 'https://www.delhivery.com/t/DL1' },
    });
    expect(mail.subject).toBe('Your Zariya order B-42 has shipped');
    expect(mail.text).toContain('AWB: DL1234567890');
    expect(mail.text).toContain('Please keep ₹1,849 ready to pay on delivery.');
    expect(mail.html).toContain('Delhivery');
    expect(mail.html).toContain('href="https://www.delhivery.com/t/DL1"');
  });

  it('delivered, cancelled and refunded', () => {
    const delivered = orderMail({ ...base, kind: 'delivered' });
    expect(delivered.subject).toBe('Your Zariya order B-42 is delivered');
    expect(delivered.text).toContain('Total ₹1,25,000.');
    expect(delivered.text).toContain('Returns and exchanges are open for 7 days.');

    const cancelled = orderMail({ ...base, kind: 'cancelled' });
    expect(cancelled.subject).toBe('Your Zariya order B-42 is cancelled');
    expect(cancelled.text).toContain('If you paid ₹1,25,000 online, the refund follows');
    expect(orderMail({ ...base, kind: 'cancelled', paymentMethod: 'cod' }).text).toContain('Nothing is due');

    const refunded = orderMail({ ...base, kind: 'refunded', refundAmount: 112345.5 });
    expect(refunded.subject).toBe('Refund of ₹1,12,345.50 for your Zariya order B-42');
    expect(refunded.text).toContain('We have refunded ₹1,12,345.50 for your order B-42:');
    expect(refunded.html).toContain('₹1,12,345.50');
    for (const mail of [delivered, cancelled, refunded]) {
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('Zariya');
      expect(mail.text).toContain('B-42');
    }
  });

  it('names a WhatsApp template per event with its body parameters', () => {
    expect(orderTemplate(base)).toEqual({
      template: 'order_placed',
      params: ['Asha <Deshpande>', 'B-42', '₹1,25,000'],
    });
    expect(orderTemplate({ ...base, kind: 'refunded', refundAmount: 999 }).params).toEqual([
      'Asha <Deshpande>',
      'B-42',
      '₹999',
    ]);
    expect(orderTemplate({ ...base, kind: 'delivered' }).template).toBe('order_delivered');
  });

  it('undelivered: the reason, the three choices and her signed answer link, by e-mail and WhatsApp', () => {
    const failed = {
      reason: 'Consignee not available',
      answerUrl: 'https://zariya.shop/delivery/B-42_1_1796000000_sig',
      token: 'B-42_1_1796000000_sig',
    };
    const mail = orderMail({ ...base, kind: 'undelivered', failed });
    expect(mail.subject).toBe('We could not deliver your Zariya order B-42');
    expect(mail.text).toContain('The courier could not deliver your order B-42 (Consignee not available):');
    expect(mail.text).toContain('try again on a day you choose, correct the address, or cancel the order.');
    expect(mail.text).toContain(`Choose here within 3 days: ${failed.answerUrl}`);
    expect(mail.html).toContain(`href="${failed.answerUrl}"`);
    expect(orderTemplate({ ...base, kind: 'undelivered', failed })).toEqual({
      template: 'delivery_failed',
      params: ['Asha <Deshpande>', 'B-42', 'Consignee not available'],
    });
  });
});
