import { describe, expect, it } from 'vitest';
import { SubmitFeedbackFieldsSchema } from './reviews-api.ts';

describe('SubmitFeedbackFieldsSchema', () => {
  it('takes ratings 1 to 5 only, as whole numbers', () => {
    const parse = (rating: string) => SubmitFeedbackFieldsSchema.safeParse({ orderId: '1', rating }).success;
    expect(['1', '3', '5'].map(parse)).toEqual([true, true, true]);
    expect(['0', '6', '2.5', 'five', ''].map(parse)).toEqual([false, false, false, false, false]);
  });
});
