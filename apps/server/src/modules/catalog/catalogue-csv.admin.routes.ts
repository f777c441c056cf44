// The owner's catalogue as CSV (issue 27 items 1–2, decision 0051): the export, streamed page by page in the
// shop's columns or Shopify's layout, and the import's dry run, which reads a file in either layout and answers
// every problem by row and column, writing nothing.
import { Readable } from 'node:stream';
import { SHOP_CSV_COLUMNS, SHOPIFY_CSV_COLUMNS, shopifyRows, shopRows } from '@zariya/shared/catalogue-csv';
import {
  CatalogueCheckSchema,
  CatalogueExportQuerySchema,
  LISTED_IMPORT_PRODUCTS,
  MAX_IMPORT_BYTES,
} from '@zariya/shared/catalogue-csv-api';
import { toCsv } from '@zariya/shared/csv';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { datedCsvName, sendCsv } from '../../lib/csv-download.ts';
import { adminRouteGroup } from '../../lib/route-group.ts';
import { exportPage } from './catalogue-csv.repository.ts';
import { readImportUpload } from './catalogue-import-form.ts';
import { checkImportWithPhotos } from './catalogue-zip-photos.ts';

/** Products read per page of the export. */
const EXPORT_PAGE = 500;

export const catalogueCsvAdminRoutes = adminRouteGroup((routes, app) => {
  // The dry run takes the file as it is: text/csv (or text/plain), up to MAX_IMPORT_BYTES.
  for (const type of ['text/csv', 'text/plain'])
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
      (_request, body, done) => done(null, body),
    );

  routes.get(
    '/admin/catalogue.csv',
    {
      schema: {
        description:
          "Every product with its variants as CSV, one row per variant: `layout=shop` (the shop's own columns) or `layout=shopify` (Shopify's product CSV columns). Streamed.",
        querystring: CatalogueExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { layout } = request.query;
      const base = app.config.publicUrl;
      const imageUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${base}/api${path}`);
      const db = app.db;
      async function* lines() {
        yield toCsv(layout === 'shop' ? SHOP_CSV_COLUMNS : SHOPIFY_CSV_COLUMNS, []);
        let after = 0;
        for (;;) {
          const page = await exportPage(db, after, EXPORT_PAGE);
          if (page.length === 0) return;
          const rows = page.flatMap((p) => (layout === 'shop' ? shopRows(p) : shopifyRows(p, imageUrl)));
          // toCsv writes a header; the rows alone are the text after its first line.
          const text = toCsv([], rows);
          yield text.slice(text.indexOf('\r\n') + 2);
          after = page[page.length - 1].id;
        }
      }
      return sendCsv(reply, datedCsvName(`zariya-catalogue-${layout}`), Readable.from(lines()));
    },
  );

  routes.post(
    '/admin/catalogue/import/check',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        description:
          "The import's dry run: a CSV file in the shop's layout or Shopify's, sent as text/csv (or JSON `{ csv }`). Answers every problem by row and column (bad price, unknown category, duplicate or taken SKU, a size not among the product's options, a missing field, a photo missing from the zip or not an image) and what the import would create and update. The file may come as multipart/form-data with a zip of the photos its image column names (`csv` and `photos`): a zip with an unsafe or repeated name, too many files or a photo unpacking past the caps is refused (400/413). Writes nothing.",
        body: z
          .union([z.string(), z.object({ csv: z.string() })], {
            error: 'Send the CSV file as text/csv, or as JSON { csv }.',
          })
          .nullish(),
        response: { 200: CatalogueCheckSchema },
      },
    },
    async (request) => {
      const upload = await readImportUpload(request, request.body);
      const check = await (async () => {
        try {
          if (upload.csv.trim() === '') throw badRequest('The file is empty.', 'CSV_UNREADABLE');
          return await checkImportWithPhotos(app.db, upload.csv, upload.zip?.path ?? null);
        } finally {
          await upload.zip?.remove();
        }
      })();
      return {
        layout: check.layout,
        rows: check.rows,
        creates: check.products.filter((p) => p.productId === null).length,
        updates: check.products.filter((p) => p.productId !== null).length,
        variants: check.products.reduce((n, p) => n + p.variants.length, 0),
        products: check.products.slice(0, LISTED_IMPORT_PRODUCTS).map((p) => ({
          row: p.row,
          handle: p.handle,
          title: p.productname,
          productId: p.productId,
          variants: p.variants.length,
        })),
        problems: check.problems,
        problemCount: check.problemCount,
        ready: check.problemCount === 0 && check.products.length > 0,
      };
    },
  );
}, 'products');
