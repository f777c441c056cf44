// The owner's view of the shop's background jobs: how many wait, and those that kept failing, with a retry.
import { z } from 'zod';

/** What each job does, in the owner's words; a job not listed shows its own name. */
export const JOB_LABELS: Record<string, string> = {
  'holds.expire': 'Release lapsed stock holds',
  'payments.reconcile': 'Check unpaid payments with the provider',
  'refunds.send': 'Send due refunds',
  'mail.send': 'Send an e-mail',
};

export const jobLabel = (name: string): string => JOB_LABELS[name] ?? name;

export const JOB_MESSAGES = {
  retried: 'The job will run again shortly.',
  notFound: 'That failed job is no longer kept.',
} as const;

export const FailedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  attempts: z.number().int(),
  /** The last run's error message. */
  error: z.string(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const JobsOverviewSchema = z.object({
  /** 'bullmq' with Redis, else 'in-process'. */
  queue: z.enum(['bullmq', 'in-process']),
  depths: z.record(z.string(), z.number().int()),
  failed: z.array(FailedJobSchema),
});
export type JobsOverview = z.infer<typeof JobsOverviewSchema>;

export const FailedJobParamsSchema = z.object({
  id: z
    .string()
    .min(1, JOB_MESSAGES.notFound)
    .max(200, JOB_MESSAGES.notFound)
    .regex(/^[A-Za-z0-9._:-]+$/, JOB_MESSAGES.notFound),
});

export const JobRetryAnswerSchema = z.object({ message: z.string() });
