// The owner's bulk edit (issue 27 item 3, decision 0051 "Import and bulk edits"), run as a job: the catalogue
// changes each selected product with its row locked (modules/catalog/bulk-edit.ts), the admin module's audit log
// records one entry per product changed with its fields before and after, in the name of whoever asked; the
// progress is noted every few products and the shop's caches learn of the changes as they go.
//
// Steps: the job row started (once) → per product: catalog `bulkEditProduct`, then admin `recordAudit` → progress
// → the job finished with its counts.
import type { BulkAction } from '@zariya/shared/catalogue-jobs';
import { changedFields } from '@zariya/shared/staff';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../modules/admin/audit.ts';
import { bulkEditDone, bulkEditProduct } from '../modules/catalog/bulk-edit.ts';
import {
  type BulkRequest,
  finishJob,
  jobProgress,
  startJob,
} from '../modules/catalog/catalogue-jobs.service.ts';

const AUDIT_ROUTE = '/api/admin/products/bulk';
/** Progress (and the caches told) every so many products. */
const STEP = 20;

const actionWord = (a: BulkAction) =>
  a.type === 'price'
    ? 'bulk-price'
    : a.type === 'stock'
      ? 'bulk-stock'
      : a.type === 'category'
        ? 'bulk-category'
        : 'bulk-archive';

export async function runBulkEdit(db: Db, jobId: number, writeProgress: boolean): Promise<void> {
  const job = await startJob(db, jobId);
  if (!job) return;
  const request = job.request as BulkRequest;
  const counts = { changed: 0, unchanged: 0, skipped: 0 };
  const problems: string[] = [];
  let done = 0;
  try {
    for (const id of request.ids) {
      const result = await bulkEditProduct(db, id, request.action);
      counts[result.outcome]++;
      if (result.outcome === 'skipped' && problems.length < 50)
        problems.push(`Product #${id} skipped: ${result.reason ?? 'not changed'}`);
      if (result.outcome === 'changed')
        await recordAudit(db, {
          staffId: job.staffId,
          staffName: job.staffName,
          ip: job.ip,
          action: actionWord(request.action),
          method: 'POST',
          route: AUDIT_ROUTE,
          status: 200,
          entity: 'product',
          entityId: String(id),
          changes: changedFields(result.before, result.after),
        });
      done++;
      if (done % STEP === 0) {
        bulkEditDone(db);
        await jobProgress(db, jobId, done, request.ids.length, writeProgress);
      }
    }
    bulkEditDone(db);
    await finishJob(db, jobId, { ok: true, done, counts, problems });
  } catch (err) {
    bulkEditDone(db);
    problems.push(
      `The edit stopped after ${done} products: ${err instanceof Error ? err.message : String(err)}`,
    );
    await finishJob(db, jobId, { ok: false, done, counts, problems });
  }
}
