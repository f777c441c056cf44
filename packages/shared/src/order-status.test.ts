import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTicketResolved,
  shopperStatusLabel,
  statusButtons,
  stockMove,
  stockReleased,
} from './order-status.ts';

const labels = (status: string) => statusButtons(status).map((b) => b.label);

describe('statusButtons (product rules §4)', () => {
  it('shows all four for pending, completed and paid orders', () => {
    for (const s of ['pending', 'completed', 'paid']) {
      expect(labels(s)).toEqual(['Completed', 'Pending', 'Cancelled', 'Returned']);
    }
  });
  it('hides Cancelled when the order is cancelled', () => {
    expect(labels('cancelled')).toEqual(['Completed', 'Pending', 'Returned']);
  });
  it('hides Returned when the order is returned', () => {
    expect(labels('returned')).toEqual(['Completed', 'Pending', 'Cancelled']);
  });
  it('reads the status whatever its case', () => {
    expect(labels('Cancelled ')).toEqual(['Completed', 'Pending', 'Returned']);
  });
  it('always offers Completed and Pending', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const l = labels(s);
        return l.includes('Completed') && l.includes('Pending');
      }),
    );
  });
});

describe('isTicketResolved', () => {
  it('counts solved and resolved as resolved', () => {
    expect(isTicketResolved('solved')).toBe(true);
    expect(isTicketResolved('resolved')).toBe(true);
    expect(isTicketResolved('Resolved')).toBe(true);
  });
  it('counts anything else as open', () => {
    for (const s of ['pending', '', 'open', null, undefined]) expect(isTicketResolved(s)).toBe(false);
  });
});

describe('stock moves', () => {
  it('puts stock back when an order is cancelled or returned', () => {
    expect(stockMove('pending', 'cancelled')).toBe('put-back');
    expect(stockMove('completed', 'returned')).toBe('put-back');
    expect(stockMove('paid', 'cancelled')).toBe('put-back');
  });
  it('does not put it back twice between cancelled and returned', () => {
    expect(stockMove('cancelled', 'returned')).toBe('none');
    expect(stockMove('returned', 'cancelled')).toBe('none');
    expect(stockMove('cancelled', 'cancelled')).toBe('none');
  });
  it('takes it again when the order is revived', () => {
    expect(stockMove('cancelled', 'pending')).toBe('take-again');
    expect(stockMove('returned', 'completed')).toBe('take-again');
  });
  it('moves nothing between pending and completed', () => {
    expect(stockMove('pending', 'completed')).toBe('none');
    expect(stockMove('completed', 'pending')).toBe('none');
  });
  it('any walk through the statuses nets out: stock is out exactly when the last status holds it', () => {
    const statuses = ['pending', 'completed', 'cancelled', 'returned', 'paid'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...statuses), { minLength: 1, maxLength: 20 }), (walk) => {
        let out = 1; // a new order holds its goods
        let current = 'pending';
        for (const next of walk) {
          const move = stockMove(current, next);
          if (move === 'put-back') out -= 1;
          if (move === 'take-again') out += 1;
          current = next;
        }
        return out === (stockReleased(current) ? 0 : 1);
      }),
    );
  });
});

describe('shopperStatusLabel (issue 32, item 21: a paid order never reads "Pending")', () => {
  it('reads Paid for an order paid online and not yet packed', () => {
    expect(
      shopperStatusLabel({
        status: 'pending',
        paymentMethod: 'online',
        paymentId: 'pay_1',
        fulfilment: 'placed',
      }),
    ).toBe('Paid');
    expect(shopperStatusLabel({ status: 'paid', paymentMethod: 'online', paymentId: null })).toBe('Paid');
  });

  it('reads Confirmed for a pay-on-delivery order, and Pending only for an unpaid one', () => {
    expect(
      shopperStatusLabel({ status: 'pending', paymentMethod: 'cod', paymentId: null, fulfilment: 'placed' }),
    ).toBe('Confirmed');
    expect(shopperStatusLabel({ status: 'pending', paymentMethod: 'online', paymentId: null })).toBe(
      'Pending',
    );
  });

  it('follows the parcel, and the spec statuses win at the end', () => {
    const paid = { status: 'pending', paymentMethod: 'online' as const, paymentId: 'pay_1' };
    expect(shopperStatusLabel({ ...paid, fulfilment: 'packed' })).toBe('Packed');
    expect(shopperStatusLabel({ ...paid, fulfilment: 'shipped' })).toBe('Shipped');
    expect(shopperStatusLabel({ ...paid, status: 'completed', fulfilment: 'shipped' })).toBe('Delivered');
    expect(shopperStatusLabel({ ...paid, status: 'Cancelled' })).toBe('Cancelled');
    expect(shopperStatusLabel({ ...paid, status: 'returned', fulfilment: 'delivered' })).toBe('Returned');
  });
});
