// The owner's offers (issue 25, decision 0050): what an offer is, the owner's form as a zod schema, India-time
// windows, an offer's status, the combination rule in words, and PROMO2024 as the offer the shop starts with.
// The engine that prices a cart with them is offer-engine.ts.
import { z } from 'zod';
import { indiaTimeToInstant } from './india-time.ts';
import { CATEGORIES, COUPON_CODE } from './constants.ts';
import { idSchema, MAX_ID } from './input.ts';

export const OFFER_KINDS = ['percent', 'flat', 'free-shipping', 'buy-x-get-y', 'tiers'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_KIND_LABELS: Record<OfferKind, string> = {
  percent: 'Percent off',
  flat: '₹ off',
  'free-shipping': 'Free delivery',
  'buy-x-get-y': 'Buy X, get Y',
  tiers: 'Tiers (spend more, save more)',
};

export type OfferScope =
  | { kind: 'shop' }
  | { kind: 'categories'; categories: string[] }
  | { kind: 'products'; productIds: number[] }
  | { kind: 'variants'; variantIds: number[] };

export type OfferTier = { minInr: number; value: number };

/**
 * Where a code is typed: on the bag only (every owner-made code), or also on each line — PROMO2024's way, once per
 * line (× 0.9 of that line) and once on the bag (× 0.9 of what is left), as the specification has it.
 */
export type CodeEntry = 'bag' | 'line-and-bag';

/** An offer as the owner writes it (the form) and as the engine reads it. Money in whole rupees. */
export type OfferTerms = {
  name: string;
  /** null: automatic (applied without a code). Capital letters and digits, matched exactly. */
  code: string | null;
  codeEntry: CodeEntry;
  kind: OfferKind;
  /** percent: the percent off; buy-x-get-y: the percent off the Y pieces (100 = free). */
  percent: number | null;
  /** flat: the rupees off. */
  amountInr: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  /** tiers: reached by the in-scope value; the best reached one applies. */
  tierUnit: 'flat' | 'percent';
  tiers: OfferTier[];
  scope: OfferScope;
  minCartInr: number | null;
  minQuantity: number | null;
  firstOrderOnly: boolean;
  /**
   * "Paid online only" (prepaid, decision 0047): applies only when she pays online, never on delivery. Absent on
   * offers saved before it: false.
   */
  onlineOnly: boolean;
  /** India time, 'YYYY-MM-DDTHH:mm' (Asia/Kolkata, which keeps +05:30 all year); null: open. */
  startsAt: string | null;
  endsAt: string | null;
  perShopperLimit: number | null;
  totalLimit: number | null;
  combinable: boolean;
};

export type OfferStatus = 'active' | 'paused';

/** A stored offer: its terms, whether the owner paused it, and the uses held or made. */
export type Offer = OfferTerms & { id: number; status: OfferStatus; usedCount: number };

// ——— India time (india-time.ts) ———

export { formatIndiaTime, indiaTimeToInstant, instantToIndiaTime } from './india-time.ts';

// ——— Status the owner reads ———

export type OfferState = 'live' | 'paused' | 'scheduled' | 'ended' | 'used-up';

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  live: 'Live',
  paused: 'Paused',
  scheduled: 'Scheduled',
  ended: 'Ended',
  'used-up': 'Used up',
};

/** What the owner's list shows: paused first, then the window, then the total limit. */
export function offerState(offer: Offer, now: Date): OfferState {
  if (offer.status === 'paused') return 'paused';
  const starts = offer.startsAt ? indiaTimeToInstant(offer.startsAt) : null;
  const ends = offer.endsAt ? indiaTimeToInstant(offer.endsAt) : null;
  if (starts && now < starts) return 'scheduled';
  if (ends && now >= ends) return 'ended';
  if (offer.totalLimit !== null && offer.usedCount >= offer.totalLimit) return 'used-up';
  return 'live';
}

// ——— The combination rule ———

/** The one rule, as the owner reads it on every offer's page (decision 0050). */
export const COMBINATION_RULE =
  'An order takes at most one code. Automatic offers apply by themselves. Offers marked "combines" all apply ' +
  'together; an offer not marked "combines" applies alone. When both are possible, the shop gives the shopper ' +
  'whichever saves her more: all the combining offers together, or the best single offer that does not combine; ' +
  'and none at all when no choice would lower what she pays. An offer marked "paid online only" takes part only ' +
  'when she pays online: paying on delivery, the choice is made again without it.';

/** The rule as it concerns one offer, in words. */
export function combinationSentence(
  terms: Pick<OfferTerms, 'combinable' | 'code'> & Partial<Pick<OfferTerms, 'onlineOnly'>>,
): string {
  const what = terms.code ? `The code ${terms.code}` : 'This automatic offer';
  const sentence = terms.combinable
    ? `${what} combines: it applies together with every other offer marked "combines" (an order still takes one code only).`
    : `${what} does not combine: it applies alone, and only when it saves the shopper more than the combining offers together.`;
  return terms.onlineOnly
    ? `${sentence} It is paid online only: it applies when she pays online and never to pay on delivery, where the shop chooses again without it.`
    : sentence;
}

// ——— PROMO2024 ———

/** The spec's coupon as the offer the shop starts with (migration 0032 seeds the same terms). */
export const PROMO2024_TERMS: OfferTerms = {
  name: 'PROMO2024: extra 10% off',
  code: COUPON_CODE,
  codeEntry: 'line-and-bag',
  kind: 'percent',
  percent: 10,
  amountInr: null,
  buyQuantity: null,
  getQuantity: null,
  tierUnit: 'flat',
  tiers: [],
  scope: { kind: 'shop' },
  minCartInr: null,
  minQuantity: null,
  firstOrderOnly: false,
  onlineOnly: false,
  startsAt: null,
  endsAt: null,
  perShopperLimit: null,
  totalLimit: null,
  combinable: true,
};

// ——— The owner's form ———

export const OFFER_LIMITS = {
  nameMax: 80,
  maxInr: 10_000_000,
  maxPieces: 100,
  maxTiers: 5,
  maxScopeItems: 500,
  maxTotalLimit: 10_000_000,
  maxPerShopper: 1_000,
} as const;

export const OFFER_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const OFFER_CODE_MESSAGE = 'A code is 3 to 20 capital letters and digits, like DIWALI300.';

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max.toLocaleString('en-IN')}.`)
    .max(max, `${label} must be between ${min} and ${max.toLocaleString('en-IN')}.`);

const indiaTime = (label: string) =>
  z
    .string({ error: `${label} must be a date and time.` })
    .refine((v) => indiaTimeToInstant(v) !== null, `${label} must be a date and time like 2026-11-01T09:00.`);

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a number.`)
    .min(1, `${label} must be a number.`)
    .max(MAX_ID, `${label} must be a number.`);

export const OfferScopeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('shop') }),
    z.object({
      kind: z.literal('categories'),
      categories: z
        .array(z.enum(CATEGORIES, { error: 'Unknown category.' }), { error: 'Choose the categories.' })
        .min(1, 'Choose at least one category.')
        .max(CATEGORIES.length),
    }),
    z.object({
      kind: z.literal('products'),
      productIds: z
        .array(id('A product id'), { error: 'Give the products by id.' })
        .min(1, 'Choose at least one product.')
        .max(OFFER_LIMITS.maxScopeItems, `At most ${OFFER_LIMITS.maxScopeItems} products.`),
    }),
    z.object({
      kind: z.literal('variants'),
      variantIds: z
        .array(id('A variant id'), { error: 'Give the variants by id.' })
        .min(1, 'Choose at least one variant.')
        .max(OFFER_LIMITS.maxScopeItems, `At most ${OFFER_LIMITS.maxScopeItems} variants.`),
    }),
  ],
  { error: 'The offer applies to the whole shop, categories, products or variants.' },
);

const TierSchema = z.object({
  minInr: wholeNumber('A tier’s minimum', 1, OFFER_LIMITS.maxInr),
  value: wholeNumber('A tier’s discount', 1, OFFER_LIMITS.maxInr),
});

/** The sentence for terms that cannot make a sensible offer, or null; the form and the server both ask. */
export function offerTermsError(t: OfferTerms): string | null {
  if (t.code === null && t.codeEntry !== 'bag') return 'Only a code can be typed on each line.';
  if (t.codeEntry !== 'bag' && t.kind !== 'percent')
    return 'Only a percent-off code can be typed on each line.';
  switch (t.kind) {
    case 'percent':
      if (t.percent === null || t.percent < 1 || t.percent > 90) return 'Percent off must be from 1 to 90.';
      break;
    case 'flat':
      if (t.amountInr === null) return 'Give the rupees off.';
      if (t.minCartInr !== null && t.amountInr >= t.minCartInr)
        return 'The rupees off must be less than the minimum cart value.';
      break;
    case 'buy-x-get-y':
      if (t.buyQuantity === null || t.getQuantity === null)
        return 'Give how many to buy and how many she gets.';
      if (t.percent === null || t.percent < 1 || t.percent > 100)
        return 'The pieces she gets are 1 to 100% off (100 is free).';
      break;
    case 'tiers': {
      if (t.tiers.length === 0) return 'Add at least one tier.';
      for (let i = 0; i < t.tiers.length; i++) {
        const tier = t.tiers[i];
        const prev = t.tiers[i - 1];
        if (prev && tier.minInr <= prev.minInr) return 'List tiers from the smallest minimum to the largest.';
        if (prev && tier.value <= prev.value) return 'Each tier must give more than the one before.';
        if (t.tierUnit === 'percent' && tier.value > 90) return 'A tier’s percent off must be from 1 to 90.';
        if (t.tierUnit === 'flat' && tier.value >= tier.minInr)
          return 'A tier’s rupees off must be less than its minimum.';
      }
      break;
    }
    case 'free-shipping':
      break;
  }
  if (t.startsAt && t.endsAt) {
    const s = indiaTimeToInstant(t.startsAt);
    const e = indiaTimeToInstant(t.endsAt);
    if (s && e && e <= s) return 'The offer must end after it starts.';
  }
  return null;
}

/** POST /api/admin/offers and PUT /api/admin/offers/:id: the owner's form. */
export const OfferTermsSchema = z
  .object({
    name: z
      .string({ error: 'Give the offer a name.' })
      .trim()
      .min(1, 'Give the offer a name.')
      .max(OFFER_LIMITS.nameMax, `A name can be at most ${OFFER_LIMITS.nameMax} characters.`),
    code: z
      .string({ error: OFFER_CODE_MESSAGE })
      .trim()
      .transform((v) => (v === '' ? null : v))
      .refine((v) => v === null || OFFER_CODE_PATTERN.test(v), OFFER_CODE_MESSAGE)
      .nullable()
      .default(null),
    codeEntry: z
      .enum(['bag', 'line-and-bag'], { error: 'A code is typed on the bag, or on lines and the bag.' })
      .default('bag'),
    kind: z.enum(OFFER_KINDS, { error: 'Choose what the offer gives.' }),
    percent: wholeNumber('Percent', 1, 100).nullable().default(null),
    amountInr: wholeNumber('Rupees off', 1, OFFER_LIMITS.maxInr).nullable().default(null),
    buyQuantity: wholeNumber('Buy', 1, OFFER_LIMITS.maxPieces).nullable().default(null),
    getQuantity: wholeNumber('Get', 1, OFFER_LIMITS.maxPieces).nullable().default(null),
    tierUnit: z.enum(['flat', 'percent'], { error: 'Tiers give rupees or percent off.' }).default('flat'),
    tiers: z
      .array(TierSchema, { error: 'Tiers must be a list.' })
      .max(OFFER_LIMITS.maxTiers, `At most ${OFFER_LIMITS.maxTiers} tiers.`)
      .default([]),
    scope: OfferScopeSchema.default({ kind: 'shop' }),
    minCartInr: wholeNumber('Minimum cart value', 1, OFFER_LIMITS.maxInr).nullable().default(null),
    minQuantity: wholeNumber('Minimum pieces', 1, OFFER_LIMITS.maxPieces).nullable().default(null),
    firstOrderOnly: z.boolean({ error: 'First order only is yes or no.' }).default(false),
    onlineOnly: z.boolean({ error: 'Paid online only is yes or no.' }).default(false),
    startsAt: indiaTime('Starts').nullable().default(null),
    endsAt: indiaTime('Ends').nullable().default(null),
    perShopperLimit: wholeNumber('Uses per shopper', 1, OFFER_LIMITS.maxPerShopper).nullable().default(null),
    totalLimit: wholeNumber('Total uses', 1, OFFER_LIMITS.maxTotalLimit).nullable().default(null),
    combinable: z.boolean({ error: 'Combines is yes or no.' }).default(true),
  })
  .strict()
  .superRefine((terms, ctx) => {
    const error = offerTermsError(terms as OfferTerms);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
export type OfferTermsInput = z.input<typeof OfferTermsSchema>;

const OfferTierAnswerSchema = z.object({ minInr: z.number(), value: z.number() });

/** An offer as the owner's calls answer it, with its state and its combination sentence. */
export const OfferAnswerSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  codeEntry: z.enum(['bag', 'line-and-bag']),
  kind: z.enum(OFFER_KINDS),
  percent: z.number().nullable(),
  amountInr: z.number().nullable(),
  buyQuantity: z.number().nullable(),
  getQuantity: z.number().nullable(),
  tierUnit: z.enum(['flat', 'percent']),
  tiers: z.array(OfferTierAnswerSchema),
  scope: z.union([
    z.object({ kind: z.literal('shop') }),
    z.object({ kind: z.literal('categories'), categories: z.array(z.string()) }),
    z.object({ kind: z.literal('products'), productIds: z.array(z.number()) }),
    z.object({ kind: z.literal('variants'), variantIds: z.array(z.number()) }),
  ]),
  minCartInr: z.number().nullable(),
  minQuantity: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  onlineOnly: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  perShopperLimit: z.number().nullable(),
  totalLimit: z.number().nullable(),
  combinable: z.boolean(),
  status: z.enum(['active', 'paused']),
  usedCount: z.number(),
  state: z.enum(['live', 'paused', 'scheduled', 'ended', 'used-up']),
  summary: z.string(),
  combination: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfferAnswer = z.infer<typeof OfferAnswerSchema>;

export const OfferReportSchema = z.object({
  offerId: z.number(),
  uses: z.number(),
  held: z.number(),
  discountInr: z.number(),
  salesInr: z.number(),
});
export type OfferReport = z.infer<typeof OfferReportSchema>;

export const OfferListAnswerSchema = z.object({
  offers: z.array(OfferAnswerSchema.extend({ report: OfferReportSchema })),
  combinationRule: z.string(),
});
export type OfferListAnswer = z.infer<typeof OfferListAnswerSchema>;

export const OfferDetailAnswerSchema = z.object({
  offer: OfferAnswerSchema,
  report: OfferReportSchema,
  combinationRule: z.string(),
});
export type OfferDetailAnswer = z.infer<typeof OfferDetailAnswerSchema>;

export const OfferSavedAnswerSchema = z.object({ message: z.string(), offer: OfferAnswerSchema });

// ——— In words ———

const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

function scopeWords(scope: OfferScope): string {
  switch (scope.kind) {
    case 'shop':
      return 'everything';
    case 'categories':
      return scope.categories.join(', ');
    case 'products':
      return scope.productIds.length === 1 ? 'one product' : `${scope.productIds.length} products`;
    case 'variants':
      return scope.variantIds.length === 1 ? 'one variant' : `${scope.variantIds.length} variants`;
  }
}

/** What the offer gives, in one line ('₹300 off on Saree from ₹2,999'). A minimum is reached at the amount itself. */
export function offerSummary(t: OfferTerms): string {
  const words = summaryWords(t);
  return t.onlineOnly ? `${words}, paid online only` : words;
}

function summaryWords(t: OfferTerms): string {
  const on = t.scope.kind === 'shop' ? '' : ` on ${scopeWords(t.scope)}`;
  const above = t.minCartInr !== null ? ` from ${inr(t.minCartInr)}` : '';
  switch (t.kind) {
    case 'percent':
      return `${t.percent}% off${on}${above}`;
    case 'flat':
      return `${inr(t.amountInr ?? 0)} off${on}${above}`;
    case 'free-shipping':
      return `Free delivery${on}${above}`;
    case 'buy-x-get-y': {
      const get = t.percent === 100 ? 'free' : `at ${t.percent}% off`;
      return `Buy ${t.buyQuantity}, get ${t.getQuantity} ${get}${on}`;
    }
    case 'tiers':
      return `${t.tiers
        .map(
          (tier) =>
            `${t.tierUnit === 'flat' ? inr(tier.value) : `${tier.value}%`} off from ${inr(tier.minInr)}`,
        )
        .join(', ')}${on}`;
  }
}

// ——— Calls ———

export const OfferIdParamsSchema = z.object({ id: idSchema('Offer id must be a number.') });
export const ProductOfferParamsSchema = z.object({ productId: idSchema('Product id must be a number.') });

/** GET /api/offers/product/:productId — the offers the product page can show for one piece, best first. */
export const ProductOffersAnswerSchema = z.object({
  offers: z.array(
    z.object({
      offerId: z.number(),
      name: z.string(),
      code: z.string().nullable(),
      summary: z.string(),
      /** What it takes off one piece bought alone; 0 when it needs a bigger bag. */
      savingInr: z.number(),
      firstOrderOnly: z.boolean(),
    }),
  ),
});
export type ProductOffersAnswer = z.infer<typeof ProductOffersAnswerSchema>;
