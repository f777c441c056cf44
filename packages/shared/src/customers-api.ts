// The contract of the owner's customer calls (issue 27 item 4, decision 0051): GET /api/admin/customers (the list,
// searched, filtered, a saved segment, paged), GET /api/admin/customers/:id (her page), POST and DELETE of the
// owner's notes. The rules are customers.ts.
import { z } from 'zod';
import {
  CUSTOMER_NOTE_MAX,
  CUSTOMER_SEGMENTS,
  CUSTOMER_SORTS,
  CUSTOMERS_MAX_PAGE_SIZE,
  CUSTOMERS_PAGE_SIZE,
} from './customers.ts';
import { isCalendarDay } from './dashboard.ts';
import { idSchema } from './input.ts';
import { LANGUAGES } from './language.ts';
import { CONSENT_CHANNELS, ConsentEntrySchema, ConsentStateSchema } from './marketing-consent.ts';

export const CUSTOMER_MESSAGES = {
  badCount: (label: string) => `${label} must be a whole number from 0.`,
  badAmount: (label: string) => `${label} must be a number of rupees from 0.`,
  badDay: (label: string) => `${label} must be a day like 2026-11-24.`,
  dayOutOfRange: (label: string) => `${label} must be a day from 2000-01-01 to 2099-12-31.`,
  badSegment: `Segment must be one of: ${CUSTOMER_SEGMENTS.join(', ')}.`,
  badSort: `Sort must be one of: ${CUSTOMER_SORTS.join(', ')}.`,
  badLanguage: 'Language must be en or hi.',
  badConsent: 'Marketing consent must be yes, no, whatsapp or email.',
  badPurpose: 'Say what the export is for: marketing or records.',
  exportChannelRequired: 'A marketing export needs its channel: whatsapp or email.',
  badExportChannel: 'Channel must be whatsapp or email.',
  badPage: 'Page must be a whole number from 1.',
  badPageSize: `Page size must be a whole number from 1 to ${CUSTOMERS_MAX_PAGE_SIZE}.`,
  searchTooLong: 'Search text can be at most 100 characters.',
  customerId: 'Customer id must be a number.',
  noteId: 'Note id must be a number.',
  noteRequired: 'Please write the note.',
  noteTooLong: `A note can be at most ${CUSTOMER_NOTE_MAX} characters.`,
  customerNotFound: 'No customer with this id.',
  noteNotFound: 'No such note for this customer.',
  noteAdded: 'Note saved.',
  noteDeleted: 'Note deleted.',
} as const;

const count = (label: string) =>
  z.coerce
    .number({ error: CUSTOMER_MESSAGES.badCount(label) })
    .int(CUSTOMER_MESSAGES.badCount(label))
    .min(0, CUSTOMER_MESSAGES.badCount(label))
    .max(1_000_000, CUSTOMER_MESSAGES.badCount(label))
    .optional();
const amount = (label: string) =>
  z.coerce
    .number({ error: CUSTOMER_MESSAGES.badAmount(label) })
    .min(0, CUSTOMER_MESSAGES.badAmount(label))
    .max(1_000_000_000, CUSTOMER_MESSAGES.badAmount(label))
    .optional();
const day = (label: string) =>
  z
    .string({ error: CUSTOMER_MESSAGES.badDay(label) })
    .refine(isCalendarDay, CUSTOMER_MESSAGES.badDay(label))
    .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', CUSTOMER_MESSAGES.dayOutOfRange(label))
    .optional();

/** GET /api/admin/customers: every field optional; the query string's own spelling. */
export const CustomerListQuerySchema = z.object({
  /** Name, e-mail or phone (any part of it). */
  q: z.string().trim().max(100, CUSTOMER_MESSAGES.searchTooLong).optional(),
  segment: z.enum(CUSTOMER_SEGMENTS, { error: CUSTOMER_MESSAGES.badSegment }).optional(),
  minOrders: count('Least orders'),
  maxOrders: count('Most orders'),
  minSpent: amount('Least spent'),
  maxSpent: amount('Most spent'),
  /** Her last order on or after this Kolkata day. */
  lastOrderFrom: day('Last order from'),
  /** Her last order on or before this Kolkata day. */
  lastOrderTo: day('Last order to'),
  minCodRefusals: count('Least COD refusals'),
  minReturns: count('Least returns'),
  language: z.enum(LANGUAGES, { error: CUSTOMER_MESSAGES.badLanguage }).optional(),
  /** Her current consent (decision 0058): given on some channel (yes), on none (no), or on this channel. */
  consent: z.enum(['yes', 'no', ...CONSENT_CHANNELS], { error: CUSTOMER_MESSAGES.badConsent }).optional(),
  sort: z.enum(CUSTOMER_SORTS, { error: CUSTOMER_MESSAGES.badSort }).default('joined'),
  page: z.coerce
    .number({ error: CUSTOMER_MESSAGES.badPage })
    .int(CUSTOMER_MESSAGES.badPage)
    .min(1, CUSTOMER_MESSAGES.badPage)
    .max(100_000, CUSTOMER_MESSAGES.badPage)
    .default(1),
  pageSize: z.coerce
    .number({ error: CUSTOMER_MESSAGES.badPageSize })
    .int(CUSTOMER_MESSAGES.badPageSize)
    .min(1, CUSTOMER_MESSAGES.badPageSize)
    .max(CUSTOMERS_MAX_PAGE_SIZE, CUSTOMER_MESSAGES.badPageSize)
    .default(CUSTOMERS_PAGE_SIZE),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof CustomerListQuerySchema>;

export const CustomerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  language: z.string(),
  joinedAt: z.string(),
  orders: z.number().int(),
  /** Rupees of her orders that count as revenue (dashboard rules). */
  spent: z.number(),
  lastOrderAt: z.string().nullable(),
  codRefusals: z.number().int(),
  returns: z.number().int(),
  /** Her current consent is given on some channel. */
  marketingConsent: z.boolean(),
  /** The channels whose current consent is given. */
  consentChannels: z.array(z.enum(CONSENT_CHANNELS)),
  segments: z.array(z.enum(CUSTOMER_SEGMENTS)),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

export const CustomerListSchema = z.object({
  customers: z.array(CustomerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerList = z.infer<typeof CustomerListSchema>;

export const CustomerIdParamsSchema = z.object({ id: idSchema(CUSTOMER_MESSAGES.customerId) });
export const CustomerNoteParamsSchema = z.object({
  id: idSchema(CUSTOMER_MESSAGES.customerId),
  noteId: idSchema(CUSTOMER_MESSAGES.noteId),
});

export const CustomerNoteBodySchema = z.object({
  text: z
    .string({ error: CUSTOMER_MESSAGES.noteRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.noteRequired)
    .max(CUSTOMER_NOTE_MAX, CUSTOMER_MESSAGES.noteTooLong),
});

export const CustomerNoteSchema = z.object({ id: z.number().int(), text: z.string(), createdAt: z.string() });
export type CustomerNote = z.infer<typeof CustomerNoteSchema>;

export const CustomerOrderSchema = z.object({
  /** "12" (single) or "B-12" (bundle). */
  orderRef: z.string(),
  placedAt: z.string(),
  /** Rupees paid or to collect, the COD fee included. */
  amount: z.number(),
  items: z.number().int(),
  status: z.string(),
  fulfilment: z.string(),
  paymentMethod: z.string(),
});
export const CustomerTicketSchema = z.object({
  id: z.number().int(),
  orderRef: z.string(),
  subject: z.string(),
  problemType: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const CustomerReturnSchema = z.object({
  id: z.number().int(),
  orderRef: z.string(),
  kind: z.string(),
  status: z.string(),
  amount: z.number(),
  createdAt: z.string(),
});
export const CustomerRefundSchema = z.object({
  id: z.number().int(),
  orderRef: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

export const CustomerPageSchema = z.object({
  customer: CustomerRowSchema.extend({
    /** When and how her earliest consent in force was given (decision 0058); null without consent. */
    consentGivenAt: z.string().nullable(),
    consentSource: z.string().nullable(),
    /** Each channel's current consent: the latest entry (when, how, the words), when given, when withdrawn. */
    consents: z.array(ConsentStateSchema),
    /** Her consent entries, newest first. */
    consentHistory: z.array(ConsentEntrySchema),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  orders: z.array(CustomerOrderSchema),
  tickets: z.array(CustomerTicketSchema),
  returns: z.array(CustomerReturnSchema),
  refunds: z.array(CustomerRefundSchema),
  notes: z.array(CustomerNoteSchema),
});
export type CustomerPage = z.infer<typeof CustomerPageSchema>;

export const CustomerNoteAnswerSchema = z.object({ message: z.string(), note: CustomerNoteSchema });
export const MessageAnswerSchema = z.object({ message: z.string() });

/** What an export of the customer list is for (decision 0058). */
export const CUSTOMER_EXPORT_PURPOSES = ['marketing', 'records'] as const;
export type CustomerExportPurpose = (typeof CUSTOMER_EXPORT_PURPOSES)[number];

/** A marketing export: only shoppers whose current consent for the channel is given, and only what reaching her needs. */
export const MARKETING_CSV_COLUMNS = [
  'name',
  'phone',
  'email',
  'language',
  'channel',
  'consentGivenAt',
  'how',
] as const;

/** A records export: every shopper the filters give, with her figures and consent. */
export const RECORDS_CSV_COLUMNS = [
  'id',
  'name',
  'phone',
  'email',
  'language',
  'joinedAt',
  'orders',
  'spent',
  'lastOrderAt',
  'codRefusals',
  'returns',
  'whatsappConsent',
  'emailConsent',
] as const;

/**
 * GET /api/admin/customers/export.csv: the list's search and filters (no paging), the purpose, and for marketing
 * the channel.
 */
export const CustomerExportQuerySchema = CustomerListQuerySchema.omit({ page: true, pageSize: true })
  .extend({
    purpose: z.enum(CUSTOMER_EXPORT_PURPOSES, { error: CUSTOMER_MESSAGES.badPurpose }),
    channel: z.enum(CONSENT_CHANNELS, { error: CUSTOMER_MESSAGES.badExportChannel }).optional(),
  })
  .refine((q) => q.purpose !== 'marketing' || q.channel !== undefined, {
    message: CUSTOMER_MESSAGES.exportChannelRequired,
    path: ['channel'],
  });
export type CustomerExportQuery = z.infer<typeof CustomerExportQuerySchema>;
export type CustomerExportQueryInput = z.input<typeof CustomerExportQuerySchema>;
