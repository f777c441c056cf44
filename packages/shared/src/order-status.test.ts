import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTicketResolved, statusButtons, stockMove, stockReleased } from './order-status.ts';

const labels = (status: string) => statusButtons(status).map((b) => b.label);

describe('statusButtons (SPEC §4)', () => {
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
