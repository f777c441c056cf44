// POST /api/admin/catalogue/import/check (admin) the CSV, and the zip of photos it names when the owner chose one
// → the dry run's report: every problem by row and column (a photo missing from the zip or not an image among
// them), what the import would create and update. Writes nothing.
import { useMutation } from '@tanstack/react-query';
import type { CatalogueCheckAnswer } from '@zariya/shared/catalogue-csv-api';
import { api } from '../../../lib/api-client';

/** What the owner chose: the CSV's text and, beside it, a zip of its photos. */
export type ImportFiles = { csv: string; zip: File | null };

/** A zip of up to 200 MB may take minutes to send on a slow line. */
export const ZIP_UPLOAD_TIMEOUT_MS = 15 * 60 * 1000;

/** The CSV as JSON, or with its zip as a form (csv, photos). */
export function importBody({ csv, zip }: ImportFiles): { csv: string } | FormData {
  if (!zip) return { csv };
  const form = new FormData();
  form.append('csv', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
  form.append('photos', zip, zip.name);
  return form;
}

export function checkImport(files: ImportFiles): Promise<CatalogueCheckAnswer> {
  return api.post('/admin/catalogue/import/check', importBody(files), {
    auth: 'admin',
    ...(files.zip ? { timeoutMs: ZIP_UPLOAD_TIMEOUT_MS } : {}),
  });
}

export function useCheckImport() {
  return useMutation({ mutationFn: checkImport });
}
