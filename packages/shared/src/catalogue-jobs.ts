// The owner's catalogue jobs (issue 27 items 2–3, decision 0051 "Import and bulk edits"): the import of a checked
// CSV file and the bulk edits of the product list, each one background job with a progress figure the page polls
// and a report. The rules here are pure and shared: what a bulk price change makes of a price, the requests'
// schemas, and the import report as CSV.
import { z } from 'zod';
import { CATEGORIES } from './constants.ts';
import { csvCell } from './csv.ts';
import { MAX_ID } from './input.ts';

/** Products one bulk edit may name by hand (a filter may match more). */
export const MAX_BULK_IDS = 5_000;
/** The largest stock a bulk edit may set (the import's bound). */
export const MAX_BULK_STOCK = 1_000_000;
/** The largest price (the import's bound: ₹1,00,00,000). */
export const MAX_BULK_RUPEES = 10_000_000;

const id = z
  .number({ error: 'Each product id must be a whole number.' })
  .int('Each product id must be a whole number.')
  .min(1, 'Each product id must be a whole number from 1.')
  .max(MAX_ID, 'Each product id is too large.');

export const BulkSelectionSchema = z
  .object(
    {
      ids: z
        .array(id, { error: 'The product ids must be a list of numbers.' })
        .min(1, 'Select at least one product.')
        .max(MAX_BULK_IDS, `Select at most ${MAX_BULK_IDS} products by hand, or use "all matching".`)
        .optional(),
      filter: z
        .object({
          /** The list's search text ('' or absent: every product on the list). */
          query: z.string().trim().max(200, 'The search is too long.').optional(),
          category: z
            .enum(CATEGORIES, { error: `Category must be one of: ${CATEGORIES.join(', ')}.` })
            .optional(),
        })
        .optional(),
    },
    { error: 'Choose the products: ids, or a filter.' },
  )
  .refine((s) => (s.ids === undefined) !== (s.filter === undefined), 'Choose the products: ids, or a filter.')
  .transform((s) => (s.ids ? { ids: s.ids } : { filter: s.filter! }));

export const BulkActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('price'),
      mode: z.enum(['percent', 'amount'], { error: 'Change the price by a percent or an amount.' }),
      /** Percent: -90 to 1000; amount: rupees, either way up to ₹1,00,00,000. */
      value: z
        .number({ error: 'The change must be a number.' })
        .refine((v) => v !== 0, 'The change must not be zero.'),
    }),
    z.object({
      type: z.literal('stock'),
      stock: z
        .number({ error: 'Stock must be a whole number.' })
        .int('Stock must be a whole number.')
        .min(0, 'Stock cannot be negative.')
        .max(MAX_BULK_STOCK, 'Stock is too large.'),
    }),
    z.object({
      type: z.literal('category'),
      category: z.enum(CATEGORIES, { error: `Category must be one of: ${CATEGORIES.join(', ')}.` }),
    }),
    z.object({ type: z.literal('archive') }),
  ],
  { error: 'Choose one action: price, stock, category or archive.' },
);

export const BulkEditSchema = z
  .object({ selection: BulkSelectionSchema, action: BulkActionSchema })
  .superRefine((body, ctx) => {
    const a = body.action;
    if (a.type !== 'price') return;
    if (
      a.mode === 'percent' &&
      (a.value < -90 || a.value > 1000 || Math.round(a.value * 100) !== a.value * 100)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['action', 'value'],
        message: 'A percent change must be from -90 to 1000, with at most two decimals.',
      });
    if (a.mode === 'amount' && (!Number.isInteger(a.value) || Math.abs(a.value) > MAX_BULK_RUPEES))
      ctx.addIssue({
        code: 'custom',
        path: ['action', 'value'],
        message: 'An amount must be whole rupees, at most ₹1,00,00,000 either way.',
      });
  });
export type BulkEdit = z.infer<typeof BulkEditSchema>;
export type BulkAction = z.infer<typeof BulkActionSchema>;

/**
 * A price after a bulk change: by a percent or an amount of rupees, rounded to whole rupees, never below ₹1 nor
 * above the import's bound; the MRP stays as it was unless the price passes it, when it rises to the price.
 */
export function bulkPrice(
  current: { newPrice: number; oldPrice: number | null },
  mode: 'percent' | 'amount',
  value: number,
): { newPrice: number; oldPrice: number | null } {
  const raw = mode === 'percent' ? (current.newPrice * (100 + value)) / 100 : current.newPrice + value;
  // Rounded half up, after taking off binary noise (1499 × 1.1 = 1648.9000000000001).
  const rounded = Math.round(Number(raw.toFixed(6)));
  const newPrice = Math.min(MAX_BULK_RUPEES, Math.max(1, rounded));
  const oldPrice = current.oldPrice === null ? null : Math.max(current.oldPrice, newPrice);
  return { newPrice, oldPrice };
}

/** How one product fares in a bulk edit: changed, unchanged (already so), or skipped (why). */
export type BulkOutcome = 'changed' | 'unchanged' | 'skipped';

export const CATALOGUE_JOB_KINDS = ['import', 'bulk'] as const;
export const CATALOGUE_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const ImportReportRowSchema = z.object({
  row: z.number().int(),
  handle: z.string(),
  title: z.string(),
  productId: z.number().int().nullable(),
  outcome: z.enum(['created', 'updated', 'unchanged', 'problem']),
  message: z.string(),
  /** Photo addresses of other sites to fetch for the product (kept on the server, not in the CSV). */
  photoUrls: z.array(z.string()).optional(),
});
export type ImportReportRow = z.infer<typeof ImportReportRowSchema>;

export const CatalogueJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CATALOGUE_JOB_KINDS),
  status: z.enum(CATALOGUE_JOB_STATUSES),
  /** Products done of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  /** Import: products created/updated/unchanged; bulk: changed/unchanged/skipped. */
  counts: z.record(z.string(), z.number().int()),
  /** Why the job wrote nothing (a failed import: the first problems), or empty. */
  problems: z.array(z.string()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogueJob = z.infer<typeof CatalogueJobSchema>;

export const CatalogueJobStartedSchema = z.object({ jobId: z.number().int(), total: z.number().int() });

/** Percent of a job done, 0–100, whole. */
export const jobPercent = (job: Pick<CatalogueJob, 'status' | 'done' | 'total'>): number =>
  job.status === 'done' || job.status === 'failed'
    ? 100
    : job.total === 0
      ? 0
      : Math.min(99, Math.floor((job.done / job.total) * 100));

/** The import's report as CSV: one line per product of the file, then one per problem. */
export function importReportCsv(rows: ImportReportRow[], problems: string[]): string {
  const lines = [['row', 'handle', 'title', 'product id', 'outcome', 'message']];
  for (const r of rows)
    lines.push([
      String(r.row),
      r.handle,
      r.title,
      r.productId === null ? '' : String(r.productId),
      r.outcome,
      r.message,
    ]);
  for (const p of problems) lines.push(['', '', '', '', 'problem', p]);
  return `${lines.map((line) => line.map((v) => csvCell(v)).join(',')).join('\r\n')}\r\n`;
}
