import { describe, expect, it } from 'vitest';
import { orderRef, parseOrderRef } from './order-refs.ts';

describe('order references', () => {
  it('names single orders by number and bundle orders with B-', () => {
    expect(orderRef('single', 12)).toBe('12');
    expect(orderRef('bundle', 12)).toBe('B-12');
  });
  it('reads them back', () => {
    expect(parseOrderRef('12')).toEqual({ type: 'single', id: 12 });
    expect(parseOrderRef(12)).toEqual({ type: 'single', id: 12 });
    expect(parseOrderRef('B-12')).toEqual({ type: 'bundle', id: 12 });
    expect(parseOrderRef(' b12 ')).toEqual({ type: 'bundle', id: 12 });
    expect(parseOrderRef('12', 'bundle')).toEqual({ type: 'bundle', id: 12 });
  });
  it('refuses what is not an order', () => {
    for (const v of ['', '0', '-1', 'B-', 'x12', '1.5', null, {}, '99999999999999999']) {
      expect(parseOrderRef(v)).toBeNull();
    }
    expect(parseOrderRef('B-12', 'single')).toBeNull();
  });
});
