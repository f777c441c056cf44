import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationSentence,
  indiaTimeToInstant,
  instantToIndiaTime,
  type Offer,
  OfferTermsSchema,
  offerState,
  offerSummary,
  PROMO2024_TERMS,
} from './offers.ts';

const firstError = (input: unknown) => {
  const r = OfferTermsSchema.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};

describe('India time', () => {
  it('is UTC + 5:30, all year', () => {
    expect(indiaTimeToInstant('2026-11-01T00:00')?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(indiaTimeToInstant('2026-06-15T23:59')?.toISOString()).toBe('2026-06-15T18:29:00.000Z');
    expect(instantToIndiaTime(new Date('2026-10-31T18:30:00Z'))).toBe('2026-11-01T00:00');
  });

  it('refuses what is not a real date and time', () => {
    for (const bad of ['2026-02-30T10:00', '2026-11-01 10:00', '2026-11-01T24:00', '2026-11-01', 'soon']) {
      expect(indiaTimeToInstant(bad)).toBeNull();
    }
  });

  it('goes there and back to the minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (minutes) => {
        const instant = new Date(minutes * 60_000);
        expect(indiaTimeToInstant(instantToIndiaTime(instant))?.getTime()).toBe(instant.getTime());
      }),
    );
  });
});

describe('OfferTermsSchema', () => {
  const flat = { name: '₹300 off above ₹2,999', kind: 'flat', amountInr: 300, minCartInr: 2999 };

  it('fills the defaults of a plain offer', () => {
    const r = OfferTermsSchema.parse(flat);
    expect(r).toMatchObject({
      code: null,
      codeEntry: 'bag',
      scope: { kind: 'shop' },
      combinable: true,
      firstOrderOnly: false,
      tiers: [],
    });
    expect(OfferTermsSchema.parse(PROMO2024_TERMS)).toEqual(PROMO2024_TERMS);
  });

  it('answers one readable sentence for bad terms', () => {
    const cases: Array<[unknown, string]> = [
      [{ ...flat, name: ' ' }, 'Give the offer a name.'],
      [{ ...flat, code: 'diwali' }, 'A code is 3 to 20 capital letters and digits, like DIWALI300.'],
      [{ ...flat, kind: 'bogo' }, 'Choose what the offer gives.'],
      [{ ...flat, amountInr: 3000 }, 'The rupees off must be less than the minimum cart value.'],
      [{ ...flat, amountInr: 2.5 }, 'Rupees off must be a whole number.'],
      [{ ...flat, amountInr: null }, 'Give the rupees off.'],
      [{ name: 'x', kind: 'percent', percent: 95 }, 'Percent off must be from 1 to 90.'],
      [
        { name: 'x', kind: 'buy-x-get-y', buyQuantity: 2, percent: 100 },
        'Give how many to buy and how many she gets.',
      ],
      [
        {
          name: 'x',
          kind: 'tiers',
          tiers: [
            { minInr: 5999, value: 700 },
            { minInr: 2999, value: 300 },
          ],
        },
        'List tiers from the smallest minimum to the largest.',
      ],
      [{ name: 'x', kind: 'tiers' }, 'Add at least one tier.'],
      [{ ...flat, scope: { kind: 'categories', categories: [] } }, 'Choose at least one category.'],
      [{ ...flat, scope: { kind: 'categories', categories: ['Shoes'] } }, 'Unknown category.'],
      [{ ...flat, scope: { kind: 'products', productIds: [0] } }, 'A product id must be a number.'],
      [
        { ...flat, startsAt: '2026-11-05T10:00', endsAt: '2026-11-05T09:00' },
        'The offer must end after it starts.',
      ],
      [{ ...flat, startsAt: 'tomorrow' }, 'Starts must be a date and time like 2026-11-01T09:00.'],
      [{ ...flat, totalLimit: 0 }, 'Total uses must be between 1 and 1,00,00,000.'],
      [{ ...flat, codeEntry: 'line-and-bag' }, 'Only a code can be typed on each line.'],
      [
        { ...flat, code: 'LINE300', codeEntry: 'line-and-bag' },
        'Only a percent-off code can be typed on each line.',
      ],
      [{ ...flat, price: 5 }, 'Unrecognized key: "price"'],
    ];
    for (const [input, message] of cases) expect([input, firstError(input)]).toEqual([input, message]);
  });
});

describe('offerState', () => {
  const base: Offer = { ...PROMO2024_TERMS, id: 1, status: 'active', usedCount: 0 };
  const now = new Date('2026-11-10T06:30:00Z');
  it('paused, scheduled, ended, used up or live', () => {
    expect(offerState(base, now)).toBe('live');
    expect(offerState({ ...base, status: 'paused' }, now)).toBe('paused');
    expect(offerState({ ...base, startsAt: '2026-11-10T12:01' }, now)).toBe('scheduled');
    expect(offerState({ ...base, endsAt: '2026-11-10T12:00' }, now)).toBe('ended');
    expect(offerState({ ...base, totalLimit: 5, usedCount: 5 }, now)).toBe('used-up');
  });
});

describe('in words', () => {
  it('summarises each kind', () => {
    const t = { ...PROMO2024_TERMS, code: null };
    expect(offerSummary(PROMO2024_TERMS)).toBe('10% off');
    expect(offerSummary({ ...t, kind: 'flat', amountInr: 300, minCartInr: 2999 })).toBe(
      '₹300 off from ₹2,999',
    );
    expect(
      offerSummary({
        ...t,
        kind: 'buy-x-get-y',
        buyQuantity: 2,
        getQuantity: 1,
        percent: 100,
        scope: { kind: 'categories', categories: ['Saree'] },
      }),
    ).toBe('Buy 2, get 1 free on Saree');
    expect(
      offerSummary({
        ...t,
        kind: 'tiers',
        tiers: [
          { minInr: 2999, value: 300 },
          { minInr: 5999, value: 700 },
        ],
      }),
    ).toBe('₹300 off from ₹2,999, ₹700 off from ₹5,999');
    expect(
      offerSummary({ ...t, kind: 'free-shipping', scope: { kind: 'products', productIds: [1, 2] } }),
    ).toBe('Free delivery on 2 products');
  });

  it('says how an offer combines', () => {
    expect(combinationSentence(PROMO2024_TERMS)).toMatch(/^The code PROMO2024 combines/);
    expect(combinationSentence({ code: null, combinable: false })).toMatch(
      /^This automatic offer does not combine/,
    );
  });
});
