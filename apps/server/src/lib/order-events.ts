// What happened to an order, announced after its transaction committed (never inside it, so a rolled-back
// change announces nothing). Services call `orderEvent(db, …)`; the notifications module listens on the app's
// database handle and turns each event into background jobs. One listener per database handle, like the
// cache invalidation bus, so services need no app object.
import type { OrderRef } from '@zariya/shared/order-refs';
import type { Db } from '../db/client.ts';

export const ORDER_EVENTS = [
  'placed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'undelivered',
] as const;
export type OrderEventKind = (typeof ORDER_EVENTS)[number];

export type OrderEvent = {
  ref: OrderRef;
  kind: OrderEventKind;
  /** The refunded amount in paise (refunded only). */
  amountPaise?: number;
  /** The courier's failed attempt the shopper is asked about (undelivered only). */
  attempt?: number;
};

type Listener = (event: OrderEvent) => void;

const listeners = new WeakMap<Db, Listener>();

export function onOrderEvent(db: Db, listener: Listener) {
  listeners.set(db, listener);
}

export function offOrderEvent(db: Db) {
  listeners.delete(db);
}

/** Announces an event; a listener's failure is its own (it logs), never the caller's. */
export function orderEvent(db: Db, event: OrderEvent) {
  listeners.get(db)?.(event);
}
