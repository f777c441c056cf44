// The owner's catalogue jobs as rows (issue 27, decision 0051 "Import and bulk edits"): one row per import or bulk
// edit with its progress and report, read by the page that polls it. A job's progress is also kept in this
// process while it runs: the import writes in one transaction, and on the embedded database (one connection) the
// row cannot be written beside it; on PostgreSQL the row is written too, so another process's page sees it.
import type { BulkEdit, CatalogueJob, ImportReportRow } from '@zariya/shared/catalogue-jobs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueJobs } from '../../db/schema.ts';

export type JobRow = typeof catalogueJobs.$inferSelect;
export type Staff = { staffId: number | null; staffName: string; ip: string };
export type BulkRequest = BulkEdit & { ids: number[] };

/** The jobs running in this process (their row as started, without the file) and their progress. */
const live = new Map<number, { row: JobRow; done: number; total: number }>();

/** What an import job was given besides its CSV: the storage key of the zip of photos sent with it. */
export type ImportRequest = { zip?: string };

export async function createImportJob(
  db: Db,
  file: string,
  total: number,
  staff: Staff,
  request: ImportRequest = {},
): Promise<number> {
  const [row] = await db
    .insert(catalogueJobs)
    .values({ kind: 'import', file, total, request, ...staff })
    .returning({ id: catalogueJobs.id });
  return row.id;
}

export async function createBulkJob(db: Db, request: BulkRequest, staff: Staff): Promise<number> {
  const [row] = await db
    .insert(catalogueJobs)
    .values({ kind: 'bulk', request, total: request.ids.length, ...staff })
    .returning({ id: catalogueJobs.id });
  return row.id;
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(catalogueJobs).where(eq(catalogueJobs.id, id));
  return row;
}

/**
 * A job as the page polls it. One running in this process is answered from memory: on the embedded database the
 * import's transaction holds the one connection until it commits, and the poll must not wait for it.
 */
export async function pollJob(db: Db, id: number): Promise<CatalogueJob | undefined> {
  const running = live.get(id);
  if (running) return jobAnswer(running.row);
  const row = await findJob(db, id);
  return row ? jobAnswer(row) : undefined;
}

/** Marks a queued job running; false when it is not queued (run already, or unknown): the run is not repeated. */
export async function startJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(catalogueJobs)
    .set({ status: 'running' })
    .where(and(eq(catalogueJobs.id, id), eq(catalogueJobs.status, 'queued')))
    .returning();
  if (!row) return undefined;
  live.set(id, { row: { ...row, file: null }, done: 0, total: row.total });
  return row;
}

/** Notes progress here, and on the row when `writeRow` (a database with several connections). */
export async function jobProgress(db: Db, id: number, done: number, total: number, writeRow: boolean) {
  const running = live.get(id);
  if (running) live.set(id, { ...running, done, total });
  if (writeRow) await db.update(catalogueJobs).set({ done, total }).where(eq(catalogueJobs.id, id));
}

export async function finishJob(
  db: Db,
  id: number,
  result: {
    ok: boolean;
    done: number;
    counts: Record<string, number>;
    rows?: ImportReportRow[];
    problems: string[];
  },
) {
  await db
    .update(catalogueJobs)
    .set({
      status: result.ok ? 'done' : 'failed',
      done: result.done,
      file: null,
      report: { counts: result.counts, rows: result.rows, problems: result.problems },
      finishedAt: new Date(),
    })
    .where(eq(catalogueJobs.id, id));
  live.delete(id);
}

/** A job as the page reads it. */
export function jobAnswer(row: JobRow): CatalogueJob {
  const running = live.get(row.id);
  return {
    id: row.id,
    kind: row.kind as CatalogueJob['kind'],
    status: row.status as CatalogueJob['status'],
    done: row.status === 'running' && running ? running.done : row.done,
    total: row.status === 'running' && running ? running.total : row.total,
    counts: row.report.counts,
    problems: row.report.problems.slice(0, 50),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

export const reportRows = (row: JobRow): ImportReportRow[] => (row.report.rows ?? []) as ImportReportRow[];
