CREATE TABLE "catalogue_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file" text,
	"request" jsonb,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '{"counts":{},"problems":[]}'::jsonb NOT NULL,
	"staff_id" integer,
	"staff_name" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_jobs_kind_check" CHECK ("catalogue_jobs"."kind" in ('import', 'bulk')),
	CONSTRAINT "catalogue_jobs_status_check" CHECK ("catalogue_jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
