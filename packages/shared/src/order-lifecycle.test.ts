import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULFILMENT_STATES } from './fulfilment.ts';
import {
  isDelivered,
  type LifecycleMove,
  lifecycleOf,
  moveLifecycle,
  type OrderLifecycle,
  specStatus,
  toColumns,
} from './order-lifecycle.ts';

const placed: OrderLifecycle = { fulfilment: 'placed', closed: null, paid: false };
const online: { paymentMethod: 'online' | 'cod'; shipped: boolean } = {
  paymentMethod: 'online',
  shipped: false,
};

function move(order: OrderLifecycle, m: LifecycleMove, context = online) {
  const next = moveLifecycle(order, m, context);
  if ('refusal' in next) throw new Error(next.refusal);
  return next;
}

describe('one order lifecycle (issue 31)', () => {
  it('an order the owner marks completed is delivered, and says so once', () => {
    const done = move(placed, { kind: 'status', to: 'completed' });
    expect(toColumns(done)).toEqual({ status: 'completed', fulfilment: 'delivered' });
    expect(done.deliveredNow).toBe(true);
    expect(move(done, { kind: 'status', to: 'completed' }).deliveredNow).toBe(false);
    expect(isDelivered(toColumns(done))).toBe(true);
  });

  it('a delivered step completes the order; RTO cancels it', () => {
    let o = move(placed, { kind: 'step', to: 'shipped' });
    expect(specStatus(o)).toBe('pending');
    o = move(o, { kind: 'step', to: 'delivered' });
    expect(toColumns(o)).toEqual({ status: 'completed', fulfilment: 'delivered' });
    const cod = { paymentMethod: 'cod' as const, shipped: true };
    const back = move(move(placed, { kind: 'step', to: 'shipped' }, cod), { kind: 'step', to: 'rto' }, cod);
    expect(toColumns(back)).toEqual({ status: 'cancelled', fulfilment: 'rto' });
  });

  it('pending takes a delivered order back before delivery: shipped when a parcel was booked, else placed', () => {
    const done = move(placed, { kind: 'status', to: 'completed' });
    expect(move(done, { kind: 'status', to: 'pending' }).fulfilment).toBe('placed');
    expect(move(done, { kind: 'status', to: 'pending' }, { ...online, shipped: true }).fulfilment).toBe(
      'shipped',
    );
    expect(isDelivered({ status: 'pending', fulfilment: 'placed' })).toBe(false);
  });

  it('cancelled and returned close the order where its goods are; a paid bundle shows paid', () => {
    const done = move(placed, { kind: 'status', to: 'completed' });
    expect(toColumns(move(done, { kind: 'status', to: 'returned' }))).toEqual({
      status: 'returned',
      fulfilment: 'delivered',
    });
    expect(specStatus(move(placed, { kind: 'status', to: 'paid' }))).toBe('paid');
  });

  it('refuses steps the track does not allow', () => {
    expect(moveLifecycle(placed, { kind: 'step', to: 'delivered' }, online)).toEqual({
      refusal: 'An order that is placed cannot be marked delivered.',
    });
    const cancelled = move(placed, { kind: 'status', to: 'cancelled' });
    expect(moveLifecycle(cancelled, { kind: 'step', to: 'packed' }, online)).toHaveProperty('refusal');
  });

  it('reads rows stored before the two were kept together as delivered (migration 0022)', () => {
    expect(lifecycleOf({ status: 'Completed', fulfilment: 'placed' }).fulfilment).toBe('delivered');
    expect(specStatus(lifecycleOf({ status: 'pending', fulfilment: 'delivered' }))).toBe('completed');
  });

  it('law: after any moves, completed ⇔ delivered and not closed, and the columns read back the same', () => {
    const moveArb: fc.Arbitrary<LifecycleMove> = fc.oneof(
      fc.record({
        kind: fc.constant('status' as const),
        to: fc.constantFrom('completed', 'pending', 'cancelled', 'returned', 'paid') as fc.Arbitrary<
          'completed' | 'pending' | 'cancelled' | 'returned' | 'paid'
        >,
      }),
      fc.record({ kind: fc.constant('step' as const), to: fc.constantFrom(...FULFILMENT_STATES) }),
    );
    fc.assert(
      fc.property(
        fc.array(moveArb, { maxLength: 12 }),
        fc.constantFrom('online' as const, 'cod' as const),
        fc.boolean(),
        (moves, paymentMethod, shipped) => {
          let o: OrderLifecycle = placed;
          for (const m of moves) {
            const next = moveLifecycle(o, m, { paymentMethod, shipped });
            if (!('refusal' in next))
              o = { fulfilment: next.fulfilment, closed: next.closed, paid: next.paid };
            const cols = toColumns(o);
            expect(cols.status === 'completed').toBe(o.fulfilment === 'delivered' && o.closed === null);
            expect(toColumns(lifecycleOf(cols))).toEqual(cols);
          }
        },
      ),
    );
  });
});
