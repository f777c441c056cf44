// The owner's book of customers (issue 27 item 4, decision 0051): what a shopper's figures are, what the list's
// filters mean and the saved segments (new, repeat, lapsed, high value), as pure rules. The server's SQL
// (apps/server/src/queries/customer-list.query.ts) applies the same filter; its tests compare the two. No zod
// here: the calls' contract is customers-api.ts.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A first order placed within this many days makes a new customer. */
export const NEW_CUSTOMER_DAYS = 30;
/** No order for more than this many days, after at least one, makes a lapsed customer. */
export const LAPSED_AFTER_DAYS = 90;
/** Rupees spent (revenue, dashboard rules) from which a customer is of high value. */
export const HIGH_VALUE_SPENT_INR = 10_000;

/** The list's page sizes. */
export const CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMERS_MAX_PAGE_SIZE = 100;
/** An owner's note: at most this many characters. */
export const CUSTOMER_NOTE_MAX = 2000;

export const CUSTOMER_SEGMENTS = ['new', 'repeat', 'lapsed', 'high_value'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

export const SEGMENT_LABELS: Record<CustomerSegment, string> = {
  new: 'New (first order in 30 days)',
  repeat: 'Repeat (2 or more orders)',
  lapsed: 'Lapsed (no order for 90 days)',
  high_value: 'High value (₹10,000 or more)',
};

export const CUSTOMER_SORTS = ['joined', 'name', 'orders', 'spent', 'last_order'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** A shopper's figures, as the list shows them (orders and money by the dashboard's rules, shared dashboard.ts). */
export type CustomerFigures = {
  /** Orders that count (paid, or placed cash on delivery), single and bundle. */
  orders: number;
  /** Rupees of her orders that count as revenue. */
  spent: number;
  /** When her last counted order was placed; null: none. */
  lastOrderAt: Date | null;
  /** COD orders she refused at the door (returned to origin). */
  codRefusals: number;
  /** Returns and exchanges she asked for, declined ones left out. */
  returns: number;
  language: string;
  /** Her current marketing consent is given on at least one channel (decision 0058: her consent record). */
  marketingConsent: boolean;
  /** The channels whose current consent is given ('whatsapp', 'email'). */
  consentChannels?: readonly string[];
};

/** The list's filters, each optional; all given must hold. Dates are instants (the API reads Kolkata days). */
export type CustomerFilter = {
  minOrders?: number;
  maxOrders?: number;
  minSpent?: number;
  maxSpent?: number;
  /** Her last order on or after this instant (she has one). */
  lastOrderFrom?: Date;
  /** Her last order before this instant (she has one). */
  lastOrderBefore?: Date;
  minCodRefusals?: number;
  minReturns?: number;
  language?: string;
  /** Given on some channel (true) or on none (false). */
  marketingConsent?: boolean;
  /** Given on this channel. */
  consentChannel?: 'whatsapp' | 'email';
};

/** Whether a shopper's figures pass a filter. */
export function matchesCustomerFilter(c: CustomerFigures, f: CustomerFilter): boolean {
  if (f.minOrders !== undefined && c.orders < f.minOrders) return false;
  if (f.maxOrders !== undefined && c.orders > f.maxOrders) return false;
  if (f.minSpent !== undefined && c.spent < f.minSpent) return false;
  if (f.maxSpent !== undefined && c.spent > f.maxSpent) return false;
  if (f.lastOrderFrom !== undefined && (c.lastOrderAt === null || c.lastOrderAt < f.lastOrderFrom))
    return false;
  if (f.lastOrderBefore !== undefined && (c.lastOrderAt === null || c.lastOrderAt >= f.lastOrderBefore))
    return false;
  if (f.minCodRefusals !== undefined && c.codRefusals < f.minCodRefusals) return false;
  if (f.minReturns !== undefined && c.returns < f.minReturns) return false;
  if (f.language !== undefined && c.language !== f.language) return false;
  if (f.marketingConsent !== undefined && c.marketingConsent !== f.marketingConsent) return false;
  if (f.consentChannel !== undefined && !(c.consentChannels ?? []).includes(f.consentChannel)) return false;
  return true;
}

/**
 * A saved segment as a filter, at `now`:
 * - new: exactly one order, placed in the last NEW_CUSTOMER_DAYS days;
 * - repeat: two orders or more;
 * - lapsed: at least one order, the last one more than LAPSED_AFTER_DAYS days ago;
 * - high value: HIGH_VALUE_SPENT_INR rupees or more spent.
 */
export function segmentFilter(segment: CustomerSegment, now: Date): CustomerFilter {
  switch (segment) {
    case 'new':
      return {
        minOrders: 1,
        maxOrders: 1,
        lastOrderFrom: new Date(now.getTime() - NEW_CUSTOMER_DAYS * DAY_MS),
      };
    case 'repeat':
      return { minOrders: 2 };
    case 'lapsed':
      return { minOrders: 1, lastOrderBefore: new Date(now.getTime() - LAPSED_AFTER_DAYS * DAY_MS) };
    case 'high_value':
      return { minSpent: HIGH_VALUE_SPENT_INR };
  }
}

/** The segments a shopper is in at `now` (a shopper may be in several: repeat and high value, say). */
export const segmentsOf = (c: CustomerFigures, now: Date): CustomerSegment[] =>
  CUSTOMER_SEGMENTS.filter((s) => matchesCustomerFilter(c, segmentFilter(s, now)));

/**
 * A segment's filter joined with the owner's own (the stricter bound wins), so that "repeat" and "at least 5
 * orders" mean at least 5.
 */
export function combineFilters(a: CustomerFilter, b: CustomerFilter): CustomerFilter {
  const max = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : Math.max(x, y));
  const min = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : Math.min(x, y));
  const later = (x?: Date, y?: Date) => (x === undefined ? y : y === undefined ? x : x > y ? x : y);
  const earlier = (x?: Date, y?: Date) => (x === undefined ? y : y === undefined ? x : x < y ? x : y);
  return {
    minOrders: max(a.minOrders, b.minOrders),
    maxOrders: min(a.maxOrders, b.maxOrders),
    minSpent: max(a.minSpent, b.minSpent),
    maxSpent: min(a.maxSpent, b.maxSpent),
    lastOrderFrom: later(a.lastOrderFrom, b.lastOrderFrom),
    lastOrderBefore: earlier(a.lastOrderBefore, b.lastOrderBefore),
    minCodRefusals: max(a.minCodRefusals, b.minCodRefusals),
    minReturns: max(a.minReturns, b.minReturns),
    language: a.language ?? b.language,
    marketingConsent: a.marketingConsent ?? b.marketingConsent,
    consentChannel: a.consentChannel ?? b.consentChannel,
  };
}

/** Whether a filter needs the shoppers' figures (orders, money, returns), not only their account. */
export const needsFigures = (f: CustomerFilter) =>
  f.minOrders !== undefined ||
  f.maxOrders !== undefined ||
  f.minSpent !== undefined ||
  f.maxSpent !== undefined ||
  f.lastOrderFrom !== undefined ||
  f.lastOrderBefore !== undefined ||
  f.minCodRefusals !== undefined ||
  f.minReturns !== undefined;

/**
 * What a search text looks for: the digits of a phone number when it is one (spaces, dashes and a +91 or 0 in
 * front allowed; the last 10 digits when longer), else the text itself, lower case, for names and e-mails.
 */
export function customerSearchTerm(text: string): { kind: 'phone' | 'text'; value: string } | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^\+?[\d\s().-]+$/.test(trimmed)) {
    let digits = trimmed.replace(/\D/g, '');
    if (digits.length > 10 && (digits.startsWith('91') || digits.startsWith('0'))) digits = digits.slice(-10);
    if (digits.length >= 3) return { kind: 'phone', value: digits };
  }
  return { kind: 'text', value: trimmed.toLowerCase() };
}
