import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './dates.ts';
import {
  canMovePaymentOrder,
  canMoveRefund,
  PAYMENT_ORDER_MOVES,
  PAYMENT_ORDER_STATES,
  type PaymentOrderState,
  REFUND_MOVES,
  REFUND_STATES,
  type RefundState,
  refundLine,
  statesBefore,
} from './payment-lifecycle.ts';

// How far along each state is. A move may stay level (a retried refund: failed → requested) but never go back.
const ORDER_RANK: Record<PaymentOrderState, number> = {
  created: 0,
  attempted: 1,
  failed: 2,
  expired: 2,
  paid: 3,
};
const REFUND_RANK: Record<RefundState, number> = { due: 0, requested: 1, failed: 1, processed: 2 };

/** Applies each asked-for move the machine allows, as the guarded UPDATEs do, and answers every state passed. */
function run<S extends string>(start: S, asks: S[], canMove: (from: S, to: S) => boolean): S[] {
  const path = [start];
  for (const to of asks) if (canMove(path[path.length - 1], to)) path.push(to);
  return path;
}

describe('refundLine', () => {
  const at = '2026-11-24T10:00:00.000Z';

  it('says a refund on its way is initiated, whether due, requested or failed (the shop retries it)', () => {
    for (const status of ['due', 'requested', 'failed'] as const) {
      expect(refundLine({ amount: 1500, status, processedAt: null }, formatDisplayDate)).toBe(
        'Refund of ₹1,500 initiated',
      );
    }
  });

  it('gives the date of a processed refund, with the shop’s date and rupee formats', () => {
    expect(refundLine({ amount: 1500, status: 'processed', processedAt: at }, formatDisplayDate)).toBe(
      'Refund of ₹1,500: refunded on Tue, 24 Nov 2026',
    );
    expect(refundLine({ amount: 899.5, status: 'processed', processedAt: at }, formatDisplayDate)).toBe(
      'Refund of ₹899.50: refunded on Tue, 24 Nov 2026',
    );
    // Late in the evening in India is already the next day there.
    expect(
      refundLine(
        { amount: 125000, status: 'processed', processedAt: '2026-11-24T20:00:00.000Z' },
        formatDisplayDate,
      ),
    ).toBe('Refund of ₹1,25,000: refunded on Wed, 25 Nov 2026');
  });

  it('does not claim a date it does not have', () => {
    expect(refundLine({ amount: 300, status: 'processed', processedAt: null }, formatDisplayDate)).toBe(
      'Refund of ₹300 initiated',
    );
  });
});

describe('statesBefore (the guard of each UPDATE)', () => {
  it('lists every state an arrow leaves from, and none for the start states', () => {
    expect(statesBefore(PAYMENT_ORDER_MOVES, 'paid').sort()).toEqual(
      ['attempted', 'created', 'expired', 'failed'].sort(),
    );
    expect(statesBefore(PAYMENT_ORDER_MOVES, 'attempted')).toEqual(['created']);
    expect(statesBefore(PAYMENT_ORDER_MOVES, 'failed').sort()).toEqual(['attempted', 'created']);
    expect(statesBefore(PAYMENT_ORDER_MOVES, 'created')).toEqual([]);
    expect(statesBefore(REFUND_MOVES, 'requested').sort()).toEqual(['due', 'failed']);
    expect(statesBefore(REFUND_MOVES, 'processed')).toEqual(['requested']);
    expect(statesBefore(REFUND_MOVES, 'due')).toEqual([]);
  });

  it('agrees with canMove for every pair', () => {
    for (const to of PAYMENT_ORDER_STATES) {
      for (const from of PAYMENT_ORDER_STATES) {
        expect(statesBefore(PAYMENT_ORDER_MOVES, to).includes(from)).toBe(canMovePaymentOrder(from, to));
      }
    }
    for (const to of REFUND_STATES) {
      for (const from of REFUND_STATES) {
        expect(statesBefore(REFUND_MOVES, to).includes(from)).toBe(canMoveRefund(from, to));
      }
    }
  });
});

describe('the money state machines', () => {
  it('keep paid and processed final', () => {
    for (const to of PAYMENT_ORDER_STATES) expect(canMovePaymentOrder('paid', to)).toBe(false);
    for (const to of REFUND_STATES) expect(canMoveRefund('processed', to)).toBe(false);
  });

  it('let money received after a closed or lapsed window still become the order', () => {
    expect(canMovePaymentOrder('failed', 'paid')).toBe(true);
    expect(canMovePaymentOrder('expired', 'paid')).toBe(true);
    expect(canMovePaymentOrder('failed', 'attempted')).toBe(false);
    expect(canMovePaymentOrder('expired', 'created')).toBe(false);
  });

  it('refuse to stand still: no state moves to itself (a replay changes nothing)', () => {
    for (const s of PAYMENT_ORDER_STATES) expect(canMovePaymentOrder(s, s)).toBe(false);
    for (const s of REFUND_STATES) expect(canMoveRefund(s, s)).toBe(false);
  });

  it('never move a payment order backwards, whatever arrives in whatever order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_ORDER_STATES),
        fc.array(fc.constantFrom(...PAYMENT_ORDER_STATES), { maxLength: 30 }),
        (start, asks) => {
          const path = run(start, asks, canMovePaymentOrder);
          for (let i = 1; i < path.length; i++)
            expect(ORDER_RANK[path[i]]).toBeGreaterThan(ORDER_RANK[path[i - 1]]);
          // Each arrow climbs, so no sequence of calls can take more than three steps.
          expect(path.length).toBeLessThanOrEqual(4);
          if (path.includes('paid')) expect(path.at(-1)).toBe('paid');
        },
      ),
    );
  });

  it('never move a refund backwards: it is never due again, and once processed it stays processed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REFUND_STATES),
        fc.array(fc.constantFrom(...REFUND_STATES), { maxLength: 30 }),
        (start, asks) => {
          const path = run(start, asks, canMoveRefund);
          for (let i = 1; i < path.length; i++) {
            expect(REFUND_RANK[path[i]]).toBeGreaterThanOrEqual(REFUND_RANK[path[i - 1]]);
            expect(path[i]).not.toBe('due');
          }
          const processed = path.indexOf('processed');
          if (processed >= 0) expect(path.slice(processed)).toEqual(['processed']);
        },
      ),
    );
  });
});
