import { describe, expect, it } from 'vitest';
import { CreateTicketSchema, orderRef, parseOrderRef, SubmitFeedbackFieldsSchema } from './support-api.ts';

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

describe('request schemas', () => {
  it('trims and requires ticket text', () => {
    const ok = CreateTicketSchema.parse({
      userId: 3,
      orderId: 'B-4',
      problemType: 'Return',
      subject: '  Wrong size ',
      description: ' Too small ',
    });
    expect(ok.subject).toBe('Wrong size');
    expect(
      CreateTicketSchema.safeParse({ userId: 3, orderId: '4', subject: ' ', description: 'x' }).success,
    ).toBe(false);
    expect(
      CreateTicketSchema.safeParse({
        userId: 3,
        orderId: '4',
        problemType: 'Refund',
        subject: 's',
        description: 'd',
      }).success,
    ).toBe(false);
  });
  it('takes ratings 1 to 5 only, as whole numbers', () => {
    const parse = (rating: string) => SubmitFeedbackFieldsSchema.safeParse({ orderId: '1', rating }).success;
    expect(['1', '3', '5'].map(parse)).toEqual([true, true, true]);
    expect(['0', '6', '2.5', 'five', ''].map(parse)).toEqual([false, false, false, false, false]);
  });
});
