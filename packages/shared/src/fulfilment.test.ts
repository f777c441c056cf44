import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FULFILMENT_MOVES,
  FULFILMENT_STATES,
  type FulfilmentState,
  FulfilmentStepSchema,
  fulfilmentButtons,
  fulfilmentRefusal,
  fulfilmentStatesBefore,
  trackingUrlFor,
} from './fulfilment.ts';

const RANK: Record<FulfilmentState, number> = { placed: 0, packed: 1, shipped: 2, delivered: 3, rto: 3 };

describe('fulfilment track', () => {
  it('only moves forward, and delivered and RTO are final', () => {
    for (const from of FULFILMENT_STATES)
      for (const to of FULFILMENT_MOVES[from]) expect(RANK[to]).toBeGreaterThan(RANK[from]);
    expect(FULFILMENT_MOVES.delivered).toEqual([]);
    expect(FULFILMENT_MOVES.rto).toEqual([]);
    expect(fulfilmentStatesBefore('shipped').sort()).toEqual(['packed', 'placed']);
  });
  it('refuses RTO for a prepaid order, any step on a cancelled one, and skipping shipped', () => {
    const cod = { fulfilment: 'shipped' as const, status: 'pending', paymentMethod: 'cod' as const };
    expect(fulfilmentRefusal(cod, 'rto')).toBeNull();
    expect(fulfilmentRefusal({ ...cod, paymentMethod: 'online' }, 'rto')).toMatch(/pay-on-delivery/);
    expect(fulfilmentRefusal({ ...cod, status: 'Cancelled' }, 'delivered')).toMatch(/cancelled/);
    expect(fulfilmentRefusal({ ...cod, fulfilment: 'placed' }, 'delivered')).toBe(
      'An order that is placed cannot be marked delivered.',
    );
  });
  it('shows the owner the next steps only', () => {
    const labels = (o: Parameters<typeof fulfilmentButtons>[0]) => fulfilmentButtons(o).map((b) => b.label);
    expect(labels({ fulfilment: 'placed', status: 'paid', paymentMethod: 'online' })).toEqual([
      'Mark packed',
      'Mark shipped',
    ]);
    expect(labels({ fulfilment: 'shipped', status: 'pending', paymentMethod: 'cod' })).toEqual([
      'Delivered, cash collected',
      'Returned to origin',
    ]);
    expect(labels({ fulfilment: 'shipped', status: 'pending', paymentMethod: 'online' })).toEqual([
      'Mark delivered',
    ]);
    expect(labels({ fulfilment: 'delivered', status: 'completed', paymentMethod: 'cod' })).toEqual([]);
  });
  it('never offers a button that the refusal rule would refuse (law)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FULFILMENT_STATES),
        fc.constantFrom('pending', 'paid', 'completed', 'cancelled', 'returned'),
        fc.constantFrom('online' as const, 'cod' as const),
        (fulfilment, status, paymentMethod) => {
          for (const b of fulfilmentButtons({ fulfilment, status, paymentMethod }))
            expect(fulfilmentRefusal({ fulfilment, status, paymentMethod }, b.to)).toBeNull();
        },
      ),
    );
  });
});

describe('couriers and the ship step', () => {
  it('builds tracking links for known couriers, whatever the spelling', () => {
    expect(trackingUrlFor('Delhivery', 'DL123456789')).toBe(
      'https://www.delhivery.com/track-v2/package/DL123456789',
    );
    expect(trackingUrlFor('BLUEDART', '7012345678')).toContain('trackNo=7012345678');
    expect(trackingUrlFor('Delhivery Surface', '12345678')).toContain('delhivery.com');
    expect(trackingUrlFor('Ravi Transport', '12345678')).toBeNull();
  });
  it('asks for courier and AWB when marking shipped by hand', () => {
    const bad = FulfilmentStepSchema.safeParse({ to: 'shipped' });
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Please enter the courier.',
      'Please enter the AWB number.',
    ]);
    expect(
      FulfilmentStepSchema.safeParse({ to: 'shipped', courier: 'DTDC', awb: 'a b' }).error!.issues[0].message,
    ).toBe('The AWB number is 6 to 40 letters, digits or dashes.');
    expect(FulfilmentStepSchema.safeParse({ to: 'shipped', via: 'shiprocket' }).success).toBe(true);
    expect(FulfilmentStepSchema.safeParse({ to: 'packed' }).success).toBe(true);
  });
});
