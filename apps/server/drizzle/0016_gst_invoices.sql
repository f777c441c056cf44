CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "gst_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"hsn_prefix" text DEFAULT '' NOT NULL,
	"threshold" numeric(12, 2),
	"lower_rate" numeric(5, 2) NOT NULL,
	"upper_rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_id" integer,
	"credit_for" text,
	"document_date" date NOT NULL,
	"total_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_credit_for_unique" UNIQUE("credit_for")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_rates_start_unique" ON "gst_rates" USING btree ("effective_from","hsn_prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_kind","order_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_serial" ON "invoices" USING btree ("kind","financial_year","serial");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("document_date");--> statement-breakpoint
CREATE INDEX "invoices_invoice_idx" ON "invoices" USING btree ("invoice_id");--> statement-breakpoint
-- The rates a new shop starts with: packages/shared/src/gst.ts DEFAULT_GST_RATES (the owner adds dated rows later).
INSERT INTO "gst_rates" ("effective_from", "hsn_prefix", "threshold", "lower_rate", "upper_rate") VALUES
	('2017-07-01', '', 1000, 5, 12),
	('2025-09-22', '', 2500, 5, 18),
	('2017-07-01', '50', NULL, 5, 5),
	('2017-07-01', '52', NULL, 5, 5),
	('2017-07-01', '54', NULL, 5, 5),
	('2017-07-01', '7117', NULL, 3, 3),
	('2017-07-01', '4202', NULL, 18, 18);
