// The owner's catalogue jobs (issue 27 items 2–3, decision 0051 "Import and bulk edits"): the import of a file the
// dry run passed, and bulk edits of the product list, each one background job (app.jobs: in process by default,
// BullMQ with Redis) whose progress the page polls and whose report the owner downloads.
//
//   POST /api/admin/catalogue/import            the file (text/csv or JSON { csv }, or multipart: csv and a zip
//                                               of the photos it names, photos) → { jobId, total }
//   GET  /api/admin/catalogue/jobs/:id          progress and counts (import or bulk edit)
//   GET  /api/admin/catalogue/jobs/:id/report.csv  the import's report
//   POST /api/admin/products/bulk               { selection, action } → { jobId, total }
//   GET  /api/admin/products/bulk/:id           the same progress as /catalogue/jobs/:id
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { MAX_IMPORT_BYTES } from '@zariya/shared/catalogue-csv-api';
import {
  BulkEditSchema,
  CatalogueJobSchema,
  CatalogueJobStartedSchema,
  importReportCsv,
} from '@zariya/shared/catalogue-jobs';
import { idSchema } from '@zariya/shared/input';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors.ts';
import { runBulkEdit } from '../../flows/bulk-edit.flow.ts';
import { removeImages } from '../../lib/images.ts';
import { sendCsv } from '../../lib/csv-download.ts';
import { adminRouteGroup } from '../../lib/route-group.ts';
import { bulkEditDone, selectedProductIds } from './bulk-edit.ts';
import { importCatalogue } from './catalogue-import.ts';
import { readImportUpload } from './catalogue-import-form.ts';
import { fetchImportPhotos } from './catalogue-photos.ts';
import {
  createBulkJob,
  createImportJob,
  findJob,
  finishJob,
  type ImportRequest,
  jobProgress,
  pollJob,
  reportRows,
  startJob,
} from './catalogue-jobs.service.ts';
import { checkImportWithPhotos, storeZipPhotos, type ZipPhotoPaths } from './catalogue-zip-photos.ts';

export const CATALOGUE_JOBS = { import: 'catalogue-import', bulk: 'products-bulk-edit' } as const;

const JobParamsSchema = z.object({ id: idSchema('Job id must be a number.') });
const jobNotFound = () => notFound('No such job.', 'JOB_NOT_FOUND');

export const catalogueJobsAdminRoutes = adminRouteGroup((routes, app) => {
  // On PostgreSQL the job's row shows its progress to every process; the embedded database has one connection,
  // held by the import's transaction, so there the progress stays in this process (catalogue-jobs.service.ts).
  const writeProgress = app.dbKind === 'postgres';
  const db = app.db;
  for (const type of ['text/csv', 'text/plain'])
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
      (_request, body, done) => done(null, body),
    );

  app.jobs.defineJob<{ jobId: number }>(
    CATALOGUE_JOBS.import,
    async ({ jobId }) => {
      const job = await startJob(db, jobId);
      if (!job?.file) return;
      const zipKey = (job.request as ImportRequest | null)?.zip;
      await importJob(jobId, job.file, zipKey).catch((err: unknown) =>
        finishJob(db, jobId, {
          ok: false,
          done: 0,
          counts: {},
          problems: [`The import stopped: ${err instanceof Error ? err.message : String(err)}`],
        }),
      );
    },
    { attempts: 1 },
  );

  // The import's work: the photos of the zip sent with the file stored first, then the file in one transaction,
  // then the photos named by other sites' addresses. The zip is removed from the storage whatever happens; the
  // photos stored from it are removed again when the import writes nothing.
  async function importJob(jobId: number, file: string, zipKey: string | undefined) {
    let stored: string[] = [];
    let zipPhotos: ZipPhotoPaths | undefined;
    const state = { committed: false };
    try {
      if (zipKey) {
        const zip = await app.storage.get(zipKey);
        const photos = zip
          ? await storeZipPhotos(db, app.storage, file, zip.body)
          : {
              ok: false as const,
              problems: ['The zip of photos sent with the file is gone; nothing was imported.'],
            };
        if (!photos.ok)
          return await finishJob(db, jobId, { ok: false, done: 0, counts: {}, problems: photos.problems });
        stored = photos.stored;
        zipPhotos = photos.photos;
      }
      await importFile(jobId, file, zipPhotos, stored.length, state);
    } finally {
      if (!state.committed && stored.length > 0) await removeImages(app.storage, stored).catch(() => {});
      if (zipKey) await app.storage.delete([zipKey]).catch(() => {});
    }
  }

  async function importFile(
    jobId: number,
    file: string,
    zipPhotos: ZipPhotoPaths | undefined,
    fromZip: number,
    state: { committed: boolean },
  ) {
    const result = await importCatalogue(
      db,
      file,
      app.config.publicUrl,
      (done, total) => jobProgress(db, jobId, done, total, writeProgress),
      zipPhotos,
    );
    state.committed = result.ok;
    if (result.ok) bulkEditDone(db);
    const counts: Record<string, number> = { ...result.counts };
    if (result.ok && fromZip > 0) counts.photosFromZip = fromZip;
    const problems = [...result.problems];
    // Photos named by other sites' addresses, once the products are written (the job is still running).
    if (result.ok && result.rows.some((r) => r.photoUrls?.length)) {
      const photos = await fetchImportPhotos(db, app.storage, result.rows, app.config.importImageAllow);
      counts.photosFetched = photos.fetched;
      counts.photosFailed = photos.failed;
      problems.push(...photos.problems);
    }
    await finishJob(db, jobId, {
      ok: result.ok,
      done: result.ok ? result.rows.length : 0,
      counts,
      rows: result.rows,
      problems,
    });
  }

  app.jobs.defineJob<{ jobId: number }>(
    CATALOGUE_JOBS.bulk,
    ({ jobId }) => runBulkEdit(db, jobId, writeProgress),
    { attempts: 1 },
  );

  const staffOf = (request: { staff?: { staffId: number | null; name: string }; ip: string }) => ({
    staffId: request.staff?.staffId ?? null,
    staffName: request.staff?.name ?? '',
    ip: request.ip,
  });

  const jobAnswerOf = async (id: number, kind?: 'import' | 'bulk') => {
    const job = await pollJob(db, id);
    if (!job || (kind && job.kind !== kind)) throw jobNotFound();
    return job;
  };

  routes.post(
    '/admin/catalogue/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        description:
          'Imports a CSV file (the one the dry run passed) as a background job: new products created, existing ones (by handle, else SKU) updated, all in one transaction — any bad row and nothing is written. Send it as text/csv or JSON { csv }, or as multipart/form-data with the CSV (`csv`) and a zip of the photos its image column names (`photos`, up to 200 MB; the zip is checked as the dry run checks it: 400 ZIP_UNSAFE_NAME, ZIP_DUPLICATE_NAME, ZIP_TOO_MANY_FILES, ZIP_UNREADABLE, 413 ZIP_TOO_LARGE). Answers the job id to poll.',
        body: z
          .union([z.string(), z.object({ csv: z.string() })], {
            error: 'Send the CSV file as text/csv, or as JSON { csv }.',
          })
          .nullish(),
        response: { 202: CatalogueJobStartedSchema },
      },
    },
    async (request, reply) => {
      const upload = await readImportUpload(request, request.body);
      let jobId: number;
      let total: number;
      try {
        const text = upload.csv;
        if (text.trim() === '') throw badRequest('The file is empty.', 'CSV_UNREADABLE');
        // Checked before the job is queued: a file with problems is answered at once, as the dry run would.
        const check = await checkImportWithPhotos(db, text, upload.zip?.path ?? null);
        if (check.problemCount > 0)
          throw badRequest(
            `The file has ${check.problemCount} ${check.problemCount === 1 ? 'problem' : 'problems'}; check it first (first: row ${check.problems[0].row}, ${check.problems[0].column}: ${check.problems[0].message}).`,
            'CSV_UNREADABLE',
          );
        if (check.products.length === 0) throw badRequest('The file names no product.', 'CSV_UNREADABLE');
        // The zip goes to the shop's storage (private), where the job finds it in whichever process runs it.
        const importRequest: ImportRequest = {};
        if (upload.zip) {
          importRequest.zip = `private/imports/${randomBytes(16).toString('hex')}.zip`;
          await app.storage.put(importRequest.zip, await readFile(upload.zip.path), {
            contentType: 'application/zip',
          });
        }
        total = check.products.length;
        jobId = await createImportJob(db, text, total, staffOf(request), importRequest);
      } finally {
        await upload.zip?.remove();
      }
      await app.jobs.enqueue(CATALOGUE_JOBS.import, { jobId }, { jobId: `catalogue-import-${jobId}` });
      return reply.code(202).send({ jobId, total });
    },
  );

  routes.get(
    '/admin/catalogue/jobs/:id',
    {
      schema: {
        description:
          "A catalogue job's progress (done of total), its counts and the problems that stopped it.",
        params: JobParamsSchema,
        response: { 200: CatalogueJobSchema },
      },
    },
    async (request) => jobAnswerOf(request.params.id),
  );

  routes.get(
    '/admin/catalogue/jobs/:id/report.csv',
    {
      schema: {
        description:
          "The import's report as CSV: one line per product of the file (created, updated, unchanged) and one per problem.",
        params: JobParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await findJob(db, request.params.id);
      if (row?.kind !== 'import') throw jobNotFound();
      return sendCsv(
        reply,
        `zariya-import-${row.id}-report.csv`,
        importReportCsv(reportRows(row), row.report.problems),
      );
    },
  );

  routes.post(
    '/admin/products/bulk',
    {
      schema: {
        description:
          "A bulk edit of the product list as a background job: the products chosen by id or by the list's filter, then one action (price by a percent or an amount, stock, category, archive). One audit entry per product changed. Answers the job id to poll.",
        body: BulkEditSchema,
        response: { 202: CatalogueJobStartedSchema },
      },
    },
    async (request, reply) => {
      const { selection, action } = request.body;
      const ids = await selectedProductIds(db, selection);
      if (ids.length === 0) throw badRequest('No product matches the selection.', 'VALIDATION_ERROR');
      const jobId = await createBulkJob(db, { selection, action, ids }, staffOf(request));
      await app.jobs.enqueue(CATALOGUE_JOBS.bulk, { jobId }, { jobId: `products-bulk-${jobId}` });
      return reply.code(202).send({ jobId, total: ids.length });
    },
  );

  routes.get(
    '/admin/products/bulk/:id',
    {
      schema: {
        description: "A bulk edit's progress (done of total) and its counts: changed, unchanged, skipped.",
        params: JobParamsSchema,
        response: { 200: CatalogueJobSchema },
      },
    },
    async (request) => jobAnswerOf(request.params.id, 'bulk'),
  );
}, 'products');
