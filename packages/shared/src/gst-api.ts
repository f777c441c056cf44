// GST contracts: the owner's shop settings, HSN defaults and rate table, the invoice and credit note documents
// (what is stored at issue and shown on the invoice page), and the monthly report's query.
import { z } from 'zod';
import { CATEGORIES } from './constants.ts';
import { INVOICE_PREFIX_MESSAGE, INVOICE_PREFIX_PATTERN } from './gst.ts';
import { GSTIN_MESSAGES, gstinError, HSN_MESSAGE, HSN_PATTERN, INDIAN_STATES } from './gstin.ts';

const STATE_CODES = INDIAN_STATES.map((s) => s.code) as [string, ...string[]];

export const GST_MESSAGES = {
  shopSaved: 'GST details saved.',
  hsnSaved: 'HSN defaults saved.',
  rateAdded: 'Rate added.',
  rateExists: 'A rate for this HSN prefix already starts on that date.',
  notConfigured: "Invoices start once the shop's GST details are saved in Settings.",
  invoiceNotFound: 'No invoice for this order yet.',
  creditNoteNotFound: 'Credit note not found.',
  badMonth: 'Choose a month as YYYY-MM.',
} as const;

const text = (what: string, max: number) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .trim()
    .min(1, `Please enter the ${what}.`)
    .max(max, `The ${what} is too long.`);

export const ShopGstSchema = z
  .object({
    legalName: text('legal name', 120),
    tradeName: z.string().trim().max(120, 'The trade name is too long.').default(''),
    address: text('registered address', 300),
    stateCode: z.enum(STATE_CODES, { error: 'Choose the state from the list.' }),
    gstin: z
      .string({ error: GSTIN_MESSAGES.length })
      .trim()
      .transform((g) => g.toUpperCase()),
    invoicePrefix: z
      .string({ error: INVOICE_PREFIX_MESSAGE })
      .trim()
      .regex(INVOICE_PREFIX_PATTERN, INVOICE_PREFIX_MESSAGE)
      .transform((p) => p.toUpperCase()),
  })
  .superRefine((shop, ctx) => {
    const problem = gstinError(shop.gstin, shop.stateCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type ShopGst = z.output<typeof ShopGstSchema>;
export type ShopGstInput = z.input<typeof ShopGstSchema>;

export const HsnSchema = z.string({ error: HSN_MESSAGE }).trim().regex(HSN_PATTERN, HSN_MESSAGE);

export const CategoryHsnSchema = z.object(
  Object.fromEntries(CATEGORIES.map((c) => [c, HsnSchema])) as Record<
    (typeof CATEGORIES)[number],
    typeof HsnSchema
  >,
);
export type CategoryHsn = z.infer<typeof CategoryHsnSchema>;

const isoDate = z
  .string({ error: 'Enter the date the rate starts, as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the rate starts, as YYYY-MM-DD.')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'That date does not exist.',
    },
  );
const rate = z
  .number({ error: 'Enter the rate in percent.' })
  .min(0, 'A rate is between 0 and 40 percent.')
  .max(40, 'A rate is between 0 and 40 percent.');

export const GstRateInputSchema = z
  .object({
    effectiveFrom: isoDate,
    hsnPrefix: z
      .string()
      .trim()
      .regex(/^\d{0,8}$/, 'The HSN prefix is up to 8 digits (empty for every product).')
      .default(''),
    threshold: z
      .number({ error: 'Enter the value per piece in rupees, or leave it empty for one rate.' })
      .positive('Enter the value per piece in rupees, or leave it empty for one rate.')
      .max(10_000_000)
      .nullable(),
    lowerRate: rate,
    upperRate: rate,
  })
  .refine((r) => r.threshold !== null || r.upperRate === r.lowerRate, {
    path: ['upperRate'],
    message: 'Without a value per piece there is one rate: make both rates the same.',
  });
export type GstRateInput = z.input<typeof GstRateInputSchema>;

export const GstRateViewSchema = z.object({
  id: z.number().int(),
  effectiveFrom: z.string(),
  hsnPrefix: z.string(),
  threshold: z.number().nullable(),
  lowerRate: z.number(),
  upperRate: z.number(),
});
export type GstRateView = z.infer<typeof GstRateViewSchema>;

export const GstSettingsSchema = z.object({
  shop: z
    .object({
      legalName: z.string(),
      tradeName: z.string(),
      address: z.string(),
      stateCode: z.string(),
      gstin: z.string(),
      invoicePrefix: z.string(),
    })
    .nullable(),
  categoryHsn: z.record(z.string(), z.string()),
  rates: z.array(GstRateViewSchema),
});

/** A save's answer: the whole settings, and what was saved. */
export const GstSettingsAnswerSchema = GstSettingsSchema.extend({ message: z.string() });
export type GstSettingsAnswer = z.infer<typeof GstSettingsAnswerSchema>;
export type GstSettings = z.infer<typeof GstSettingsSchema>;

const TaxedLineSchema = z.object({
  description: z.string(),
  /** The variant's SKU (decision 0043); absent on charge lines and documents issued before variants. */
  sku: z.string().optional(),
  /** The offers the line's discount came from, each with its rupees (issue 25); absent on documents from before. */
  discounts: z.array(z.object({ name: z.string(), amount: z.number() })).optional(),
  hsn: z.string(),
  quantity: z.number(),
  unit: z.enum(['PCS', 'NOS']),
  unitPrice: z.number(),
  discount: z.number(),
  value: z.number(),
  taxableValue: z.number(),
  rate: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});

const PartySchema = z.object({
  name: z.string(),
  address: z.string(),
  stateName: z.string(),
  stateCode: z.string(),
});

/** What an invoice or credit note says, frozen at issue (CGST Rule 46 / Rule 53). Amounts in rupees. */
export const GstDocumentSchema = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  title: z.string(),
  number: z.string(),
  date: z.string(),
  orderRef: z.string(),
  seller: PartySchema.extend({ tradeName: z.string(), gstin: z.string() }),
  buyer: PartySchema.extend({ email: z.string(), phone: z.string(), gstin: z.string().nullable() }),
  shipTo: z.string(),
  placeOfSupply: z.object({ name: z.string(), code: z.string() }),
  intraState: z.boolean(),
  reverseCharge: z.literal('No'),
  lines: z.array(TaxedLineSchema),
  totals: z.object({
    discount: z.number(),
    taxableValue: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    total: z.number(),
  }),
  amountInWords: z.string(),
  /** Credit notes: the invoice they amend and why. */
  against: z.object({ number: z.string(), date: z.string() }).nullable(),
  reason: z.string().nullable(),
  signatory: z.string(),
});
export type GstDocument = z.infer<typeof GstDocumentSchema>;

export const CreditNoteSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  amount: z.number(),
});

export const InvoiceViewSchema = z.object({
  invoice: GstDocumentSchema,
  creditNotes: z.array(CreditNoteSummarySchema),
});
export type InvoiceView = z.infer<typeof InvoiceViewSchema>;

export const OrderRefParamsSchema = z.object({
  orderRef: z.string().trim().max(20, GST_MESSAGES.invoiceNotFound),
});
export const CreditNoteParamsSchema = OrderRefParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const GstReportQuerySchema = z.object({
  month: z.string({ error: GST_MESSAGES.badMonth }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, GST_MESSAGES.badMonth),
});
