// Order references: single and bundle orders are numbered separately, so an order is named by a reference
// string: "12" is single order 12 and "B-12" is bundle order 12 (see orderRef / parseOrderRef). Calls that take
// an orderId also accept the plain number together with orderType: 'bundle'.
import { z } from 'zod';
import { isIdInRange, MAX_ID } from './input.ts';

const ORDER_TYPES = ['single', 'bundle'] as const;
export const OrderTypeSchema = z.enum(ORDER_TYPES, { error: 'orderType must be single or bundle.' });
export type OrderType = z.infer<typeof OrderTypeSchema>;

export type OrderRef = { type: OrderType; id: number };

const ORDER_REF_PATTERN = /^(B-?)?([1-9]\d{0,15})$/i;

/** The reference string of an order: "12" (single) or "B-12" (bundle). */
export function orderRef(type: OrderType, id: number): string {
  return type === 'bundle' ? `B-${id}` : String(id);
}

/** Reads "12", 12, "B-12" or "b12"; `type` (orderType) turns a plain number into a bundle. Null when unreadable. */
export function parseOrderRef(value: unknown, type?: OrderType): OrderRef | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = ORDER_REF_PATTERN.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  if (!isIdInRange(id)) return null;
  if (match[1]) return type === 'single' ? null : { type: 'bundle', id };
  return { type: type ?? 'single', id };
}

/** An order id as sent by the browser: "12", 12 or "B-12". */
export const OrderIdInputSchema = z.union(
  [
    z.number().int().positive().max(MAX_ID),
    z
      .string()
      .trim()
      .regex(ORDER_REF_PATTERN, 'Please choose one of your orders.')
      .refine((text) => parseOrderRef(text) !== null, 'Please choose one of your orders.'),
  ],
  { error: 'Please choose one of your orders.' },
);
export type OrderIdInput = z.infer<typeof OrderIdInputSchema>;
