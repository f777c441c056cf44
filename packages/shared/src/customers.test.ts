import { describe, expect, it } from 'vitest';
import {
  type CustomerFigures,
  combineFilters,
  customerSearchTerm,
  HIGH_VALUE_SPENT_INR,
  matchesCustomerFilter,
  needsFigures,
  segmentFilter,
  segmentsOf,
} from './customers.ts';

const now = new Date('2026-11-27T06:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const figures = (over: Partial<CustomerFigures> = {}): CustomerFigures => ({
  orders: 0,
  spent: 0,
  lastOrderAt: null,
  codRefusals: 0,
  returns: 0,
  language: 'en',
  marketingConsent: false,
  ...over,
});

describe('segments', () => {
  it('a shopper with no order is in none', () => {
    expect(segmentsOf(figures(), now)).toEqual([]);
  });

  it('new: exactly one order, within 30 days', () => {
    expect(segmentsOf(figures({ orders: 1, lastOrderAt: daysAgo(3), spent: 900 }), now)).toEqual(['new']);
    expect(segmentsOf(figures({ orders: 1, lastOrderAt: daysAgo(30), spent: 900 }), now)).toEqual(['new']);
    expect(segmentsOf(figures({ orders: 1, lastOrderAt: daysAgo(31), spent: 900 }), now)).toEqual([]);
    expect(segmentsOf(figures({ orders: 2, lastOrderAt: daysAgo(3) }), now)).toEqual(['repeat']);
  });

  it('lapsed: at least one order, the last more than 90 days ago', () => {
    expect(segmentsOf(figures({ orders: 1, lastOrderAt: daysAgo(91) }), now)).toEqual(['lapsed']);
    expect(segmentsOf(figures({ orders: 1, lastOrderAt: daysAgo(90) }), now)).toEqual([]);
    expect(segmentsOf(figures({ orders: 3, lastOrderAt: daysAgo(200) }), now)).toEqual(['repeat', 'lapsed']);
  });

  it('high value: from ₹10,000 spent', () => {
    const base = { orders: 2, lastOrderAt: daysAgo(10) };
    expect(segmentsOf(figures({ ...base, spent: HIGH_VALUE_SPENT_INR }), now)).toEqual([
      'repeat',
      'high_value',
    ]);
    expect(segmentsOf(figures({ ...base, spent: HIGH_VALUE_SPENT_INR - 0.01 }), now)).toEqual(['repeat']);
  });

  it('every segment needs the figures', () => {
    for (const s of ['new', 'repeat', 'lapsed', 'high_value'] as const)
      expect(needsFigures(segmentFilter(s, now))).toBe(true);
    expect(needsFigures({ language: 'hi', marketingConsent: true })).toBe(false);
  });
});

describe('filters', () => {
  it('each bound holds on its own', () => {
    const c = figures({ orders: 3, spent: 4500, lastOrderAt: daysAgo(5), codRefusals: 1, returns: 2 });
    expect(matchesCustomerFilter(c, { minOrders: 3, maxOrders: 3 })).toBe(true);
    expect(matchesCustomerFilter(c, { minOrders: 4 })).toBe(false);
    expect(matchesCustomerFilter(c, { maxSpent: 4499 })).toBe(false);
    expect(matchesCustomerFilter(c, { lastOrderFrom: daysAgo(5) })).toBe(true);
    expect(matchesCustomerFilter(c, { lastOrderBefore: daysAgo(5) })).toBe(false);
    expect(matchesCustomerFilter(c, { minCodRefusals: 1, minReturns: 2 })).toBe(true);
    expect(matchesCustomerFilter(c, { minCodRefusals: 2 })).toBe(false);
    expect(matchesCustomerFilter(c, { language: 'hi' })).toBe(false);
    expect(matchesCustomerFilter(c, { marketingConsent: false })).toBe(true);
  });

  it('a date bound leaves out shoppers who never ordered', () => {
    expect(matchesCustomerFilter(figures(), { lastOrderBefore: now })).toBe(false);
    expect(matchesCustomerFilter(figures(), { lastOrderFrom: daysAgo(1000) })).toBe(false);
  });

  it('a consent channel keeps the shoppers whose consent for that channel is given', () => {
    const c = figures({ marketingConsent: true, consentChannels: ['email'] });
    expect(matchesCustomerFilter(c, { consentChannel: 'email' })).toBe(true);
    expect(matchesCustomerFilter(c, { consentChannel: 'whatsapp' })).toBe(false);
    expect(matchesCustomerFilter(figures({ marketingConsent: true }), { consentChannel: 'email' })).toBe(
      false,
    );
  });

  it("a segment joined with the owner's filter keeps the stricter bound", () => {
    const f = combineFilters(segmentFilter('repeat', now), { minOrders: 5, language: 'hi' });
    expect(f.minOrders).toBe(5);
    expect(f.language).toBe('hi');
    const g = combineFilters(segmentFilter('new', now), { maxOrders: 4, lastOrderFrom: daysAgo(100) });
    expect(g.maxOrders).toBe(1);
    expect(g.lastOrderFrom).toEqual(daysAgo(30));
  });
});

describe('search text', () => {
  it('reads a phone number however it is written', () => {
    expect(customerSearchTerm('98765 43210')).toEqual({ kind: 'phone', value: '9876543210' });
    expect(customerSearchTerm('+91 98765-43210')).toEqual({ kind: 'phone', value: '9876543210' });
    expect(customerSearchTerm('098765 43210')).toEqual({ kind: 'phone', value: '9876543210' });
    expect(customerSearchTerm('4321')).toEqual({ kind: 'phone', value: '4321' });
  });

  it('reads anything else as a name or e-mail, lower case', () => {
    expect(customerSearchTerm('  Priya ')).toEqual({ kind: 'text', value: 'priya' });
    expect(customerSearchTerm('Priya@Example.in')).toEqual({ kind: 'text', value: 'priya@example.in' });
    expect(customerSearchTerm('12')).toEqual({ kind: 'text', value: '12' });
    expect(customerSearchTerm('   ')).toBeNull();
  });
});
