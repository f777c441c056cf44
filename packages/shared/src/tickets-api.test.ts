import { describe, expect, it } from 'vitest';
import { CreateTicketSchema } from './tickets-api.ts';

describe('CreateTicketSchema', () => {
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
});
