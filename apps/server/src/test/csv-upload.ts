// A catalogue file sent as the owner's import page sends it: the file's text as the body, typed text/csv.
import type { TestApp } from './harness.ts';

/** POSTs `csv` to `url` (the import or its dry run) with these headers (the owner's, a shopper's, none). */
export const postCsv = (
  t: Pick<TestApp, 'app'>,
  url: string,
  csv: string,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
