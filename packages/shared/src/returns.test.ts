import { describe, expect, it } from 'vitest';
import {
  exchangeable,
  exchangeAvailability,
  exchangeChoiceRefusal,
  NO_REASON,
  RETURN_REASON_LABELS,
  ReturnRequestFieldsSchema,
  RETURN_MESSAGES,
  RETURN_MOVES,
  RETURN_STATES,
  returnButtons,
  returnDeadline,
  returnItemsRefusal,
  returnMoveRefusal,
  returnStatesBefore,
  returnWindowRefusal,
} from './returns.ts';

const delivered = new Date('2026-11-10T10:00:00Z');

describe('return state machine', () => {
  it('runs requested → approved → picked_up → received → refunded | exchanged, or ends declined', () => {
    expect(RETURN_MOVES.requested).toEqual(['approved', 'declined']);
    expect(RETURN_MOVES.received).toEqual(['refunded', 'exchanged']);
    for (const end of ['declined', 'refunded', 'exchanged'] as const) expect(RETURN_MOVES[end]).toEqual([]);
    expect(returnStatesBefore('received')).toEqual(['picked_up']);
  });

  it('every state but requested is reached from exactly one state (a straight track)', () => {
    for (const s of RETURN_STATES.filter((s) => s !== 'requested'))
      expect(returnStatesBefore(s)).toHaveLength(1);
  });

  it('refuses skipped steps and the other kind’s ending', () => {
    expect(returnMoveRefusal({ status: 'requested', kind: 'return' }, 'received')).toBe(
      'A return that is requested cannot be marked received.',
    );
    expect(returnMoveRefusal({ status: 'received', kind: 'return' }, 'exchanged')).toBe(
      RETURN_MESSAGES.wrongEnding('return'),
    );
    expect(returnMoveRefusal({ status: 'received', kind: 'exchange' }, 'refunded')).toBe(
      RETURN_MESSAGES.wrongEnding('exchange'),
    );
    expect(returnMoveRefusal({ status: 'declined', kind: 'return' }, 'approved')).not.toBeNull();
    expect(returnMoveRefusal({ status: 'approved', kind: 'return' }, 'picked_up')).toBeNull();
  });

  it('offers the owner only the next steps of this kind', () => {
    expect(returnButtons({ status: 'requested', kind: 'return' }).map((b) => b.label)).toEqual([
      'Approve',
      'Decline',
    ]);
    expect(returnButtons({ status: 'received', kind: 'return' }).map((b) => b.to)).toEqual(['refunded']);
    expect(returnButtons({ status: 'received', kind: 'exchange' }).map((b) => b.to)).toEqual(['exchanged']);
    expect(returnButtons({ status: 'refunded', kind: 'return' })).toEqual([]);
  });
});

describe('the 7-day window', () => {
  it('is open until 7 days after delivery and closed after', () => {
    expect(returnDeadline(delivered).toISOString()).toBe('2026-11-17T10:00:00.000Z');
    const order = { fulfilment: 'delivered', deliveredAt: delivered };
    expect(returnWindowRefusal(order, new Date('2026-11-17T10:00:00Z'))).toBeNull();
    expect(returnWindowRefusal(order, new Date('2026-11-17T10:00:01Z'))).toBe(RETURN_MESSAGES.windowClosed);
  });
  it('needs a delivered order', () => {
    expect(returnWindowRefusal({ fulfilment: 'shipped', deliveredAt: null }, delivered)).toBe(
      RETURN_MESSAGES.notDelivered,
    );
  });
});

describe('items and exchange choice', () => {
  const lines = [
    { lineId: 1, quantity: 2, taken: 0 },
    { lineId: 2, quantity: 1, taken: 1 },
  ];
  it('takes pieces of the order not already asked for', () => {
    expect(returnItemsRefusal(lines, [{ lineId: 1, quantity: 2 }])).toBeNull();
    expect(returnItemsRefusal(lines, [{ lineId: 3, quantity: 1 }])).toBe(RETURN_MESSAGES.unknownLine);
    expect(returnItemsRefusal(lines, [{ lineId: 1, quantity: 3 }])).toBe(RETURN_MESSAGES.tooMany);
    expect(returnItemsRefusal(lines, [{ lineId: 2, quantity: 1 }])).toBe(RETURN_MESSAGES.alreadyRequested);
    expect(
      returnItemsRefusal(lines, [
        { lineId: 1, quantity: 1 },
        { lineId: 1, quantity: 1 },
      ]),
    ).toBe(RETURN_MESSAGES.unknownLine);
  });
  it('exchanges to a size or colour the product offers, and only to a change', () => {
    const product = { sizes: ['S', 'M', 'L'], colors: ['Maroon', 'Gold'] };
    const bought = { size: 'M', color: 'Maroon' };
    expect(exchangeChoiceRefusal(product, bought, { size: 'L' })).toBeNull();
    expect(exchangeChoiceRefusal(product, bought, { color: 'Gold' })).toBeNull();
    expect(exchangeChoiceRefusal(product, bought, { size: 'XXL' })).toBe(
      'Size "XXL" is not offered for this product.',
    );
    expect(exchangeChoiceRefusal(product, bought, { color: 'Blue' })).toBe(
      'Colour "Blue" is not offered for this product.',
    );
    expect(exchangeChoiceRefusal(product, bought, { size: 'M' })).toBe(RETURN_MESSAGES.exchangeNoChange);
  });
});

describe('the reason: optional, as the banner promises returns with no questions asked (issue 32, item 21)', () => {
  const base = { orderId: '12', kind: 'return', items: [{ lineId: 1, quantity: 1 }] };

  it('files a request without a reason, or with a blank one, under "Other or no reason given"', () => {
    expect(ReturnRequestFieldsSchema.parse(base).reason).toBe(NO_REASON);
    expect(ReturnRequestFieldsSchema.parse({ ...base, reason: '  ' }).reason).toBe(NO_REASON);
    expect(RETURN_REASON_LABELS[NO_REASON]).toBe('Other or no reason given');
  });

  it('keeps a reason given, and refuses one not on the list', () => {
    expect(ReturnRequestFieldsSchema.parse({ ...base, reason: 'damaged' }).reason).toBe('damaged');
    const bad = ReturnRequestFieldsSchema.safeParse({ ...base, reason: 'bored' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('Choose a reason from the list.');
  });
});

describe('exchangeAvailability (decision 0043: per size × colour)', () => {
  const line = {
    size: 'M',
    color: 'Maroon',
    sizes: ['S', 'M', 'L'],
    colors: ['Maroon', 'Gold'],
    variants: [
      { size: 'S', color: 'Maroon', inStock: false },
      { size: 'M', color: 'Maroon', inStock: true },
      { size: 'L', color: 'Maroon', inStock: true },
      { size: 'S', color: 'Gold', inStock: true },
      { size: 'M', color: 'Gold', inStock: false },
      // L in Gold is not made.
    ],
  };

  it('marks the sizes sold out in the picked colour and the colours sold out in the picked size', () => {
    // Nothing picked yet: a size or colour with a piece in any combination can be chosen.
    const kept = exchangeAvailability(line, {});
    expect([...kept.sizes]).toEqual([
      ['S', true],
      ['M', true],
      ['L', true],
    ]);
    expect([...kept.colors]).toEqual([
      ['Maroon', true],
      ['Gold', true],
    ]);
    expect([...exchangeAvailability(line, { size: 'L' }).colors]).toEqual([
      ['Maroon', true],
      ['Gold', false],
    ]);
    const gold = exchangeAvailability(line, { color: 'Gold' });
    expect([...gold.sizes]).toEqual([
      ['S', true],
      ['M', false],
      ['L', false],
    ]);
    expect(gold.inStock).toBe(false);
  });

  it('answers whether the named variant has a piece, not the product', () => {
    expect(exchangeAvailability(line, { size: 'L' }).inStock).toBe(true);
    expect(exchangeAvailability(line, { size: 'S' }).inStock).toBe(false);
    expect(exchangeAvailability(line, { size: 'S', color: 'Gold' }).inStock).toBe(true);
    expect(exchangeAvailability(line, { size: 'L', color: 'Gold' }).inStock).toBe(false);
  });

  it('a line is exchangeable only when another combination has a piece', () => {
    expect(exchangeable(line)).toBe(true);
    const onlyOwn = line.variants.map((v) => ({ ...v, inStock: v.size === 'M' && v.color === 'Maroon' }));
    expect(exchangeable({ ...line, variants: onlyOwn })).toBe(false);
  });

  it('a product without sizes or colours names them by the empty string', () => {
    const free = {
      size: '',
      color: '',
      sizes: [],
      colors: [],
      variants: [{ size: '', color: '', inStock: true }],
    };
    expect(exchangeAvailability(free, {}).inStock).toBe(true);
    expect(exchangeable(free)).toBe(false);
  });
});
