// The contract of the owner's catalogue CSV calls (issue 27 items 1–2, decision 0051): GET
// /api/admin/catalogue.csv?layout=shop|shopify (the file, streamed) and POST /api/admin/catalogue/import/check (a
// file in either layout, as text/csv; the dry run's report). The rules are catalogue-csv.ts.
import { z } from 'zod';
import { CSV_LAYOUTS, CSV_PROBLEM_CODES } from './catalogue-csv.ts';

/** The largest file the dry run reads (about 20,000 rows in Shopify's layout). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Products listed in the dry run's answer (the counts cover them all). */
export const LISTED_IMPORT_PRODUCTS = 200;

export const CatalogueExportQuerySchema = z.object({
  layout: z.enum(CSV_LAYOUTS, { error: 'Layout must be shop or shopify.' }).default('shop'),
});

export const CsvProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  code: z.enum(CSV_PROBLEM_CODES),
  message: z.string(),
});

export const CatalogueCheckSchema = z.object({
  layout: z.enum(CSV_LAYOUTS).nullable(),
  rows: z.number().int(),
  /** Products the file names, new and updated. */
  creates: z.number().int(),
  updates: z.number().int(),
  variants: z.number().int(),
  products: z.array(
    z.object({
      row: z.number().int(),
      handle: z.string(),
      title: z.string(),
      productId: z.number().int().nullable(),
      variants: z.number().int(),
    }),
  ),
  problems: z.array(CsvProblemSchema),
  problemCount: z.number().int(),
  /** True when nothing stands in the way of the import. */
  ready: z.boolean(),
});
export type CatalogueCheckAnswer = z.infer<typeof CatalogueCheckSchema>;
