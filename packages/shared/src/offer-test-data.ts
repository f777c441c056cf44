// Offers for the offer engine's tests and the line shares' tests (not imported by the shop): one built from its
// terms over PROMO2024's, and random ones for the property tests.
import fc from 'fast-check';
import { type Offer, type OfferTerms, PROMO2024_TERMS } from './offers.ts';

let nextId = 100;
/** An active offer on these terms (the rest PROMO2024's, no code), numbered from 100 unless `extra.id` says. */
export function offer(
  terms: Partial<OfferTerms> & Pick<OfferTerms, 'kind'>,
  extra: Partial<Offer> = {},
): Offer {
  return {
    ...PROMO2024_TERMS,
    name: `offer ${nextId}`,
    code: null,
    codeEntry: 'bag',
    percent: null,
    ...terms,
    id: extra.id ?? nextId++,
    status: 'active',
    usedCount: 0,
    ...extra,
  };
}

/** A random offer of any kind, scope and minimum, for the laws that hold over every cart. */
export const offerArb: fc.Arbitrary<Offer> = fc
  .record({
    kind: fc.constantFrom('percent', 'flat', 'free-shipping', 'buy-x-get-y', 'tiers') as fc.Arbitrary<
      Offer['kind']
    >,
    percent: fc.integer({ min: 1, max: 90 }),
    amountInr: fc.integer({ min: 1, max: 5000 }),
    buy: fc.integer({ min: 1, max: 4 }),
    get: fc.integer({ min: 1, max: 3 }),
    getPercent: fc.integer({ min: 1, max: 100 }),
    min: fc.option(fc.integer({ min: 1, max: 8000 }), { nil: null }),
    combinable: fc.boolean(),
    category: fc.option(fc.constantFrom('Saree', 'Women Western'), { nil: null }),
  })
  .map((r) =>
    offer({
      kind: r.kind,
      percent: r.kind === 'buy-x-get-y' ? r.getPercent : r.percent,
      amountInr: r.amountInr,
      buyQuantity: r.buy,
      getQuantity: r.get,
      tiers: [
        { minInr: 500, value: r.kind === 'tiers' ? Math.min(r.percent, 40) : 100 },
        { minInr: 3000, value: r.kind === 'tiers' ? Math.min(r.percent, 40) + 5 : 400 },
      ],
      tierUnit: r.percent % 2 ? 'flat' : 'percent',
      minCartInr: r.min,
      combinable: r.combinable,
      scope: r.category ? { kind: 'categories', categories: [r.category] } : { kind: 'shop' },
    }),
  );
