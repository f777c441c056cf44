// The owner's catalogue jobs (issue 27, decision 0051 "Import and bulk edits"): one row per import or bulk edit,
// holding what it was asked (the file, or the edit), its progress (done of total) for the page to poll, and its
// report. The row, not the queue, is the record: a job run in BullMQ in another process writes the same row.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';

export const catalogueJobs = pgTable(
  'catalogue_jobs',
  {
    id: serial('id').primaryKey(),
    /** 'import' | 'bulk'. */
    kind: text('kind').notNull(),
    /** 'queued' | 'running' | 'done' | 'failed'. */
    status: text('status').notNull().default('queued'),
    /** The import's CSV file (dropped once done). */
    file: text('file'),
    /** The bulk edit asked for (shared BulkEdit) and the ids it resolved to. */
    request: jsonb('request'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Counts by outcome, the report's rows (import) and the problems that stopped it. */
    report: jsonb('report')
      .$type<{ counts: Record<string, number>; rows?: unknown[]; problems: string[] }>()
      .notNull()
      .default(sql`'{"counts":{},"problems":[]}'::jsonb`),
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    check('catalogue_jobs_kind_check', sql`${t.kind} in ('import', 'bulk')`),
    check('catalogue_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
