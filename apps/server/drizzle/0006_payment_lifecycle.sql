CREATE TABLE "received_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"payment_order_id" text NOT NULL,
	"order_kind" text,
	"order_id" integer,
	"user_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "held" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_address_created_idx" ON "payment_orders" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_expires_idx" ON "payment_orders" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_receipt_unique" UNIQUE("receipt");--> statement-breakpoint
-- Payments received before this migration: paid orders keep their payment; 'refund_due' becomes a refund.
INSERT INTO "received_payments" ("id", "payment_order_id", "amount_paise", "outcome")
SELECT "payment_id", "id", "amount_paise", CASE WHEN "status" = 'paid' THEN 'order' ELSE 'refund' END
FROM "payment_orders" WHERE "payment_id" IS NOT NULL AND "status" IN ('paid', 'refund_due')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "payment_order_id", "user_id", "amount_paise", "reason", "status", "idempotency_key")
SELECT "payment_id", "id", "user_id", "amount_paise", 'sold_out', 'due', 'rfnd_' || md5("payment_id")
FROM "payment_orders" WHERE "status" = 'refund_due' AND "payment_id" IS NOT NULL;--> statement-breakpoint
UPDATE "payment_orders" SET "status" = 'expired', "payment_id" = NULL WHERE "status" = 'refund_due';--> statement-breakpoint
-- Search words: every writer locks the words it changes in one order (sorted), and touches only those,
-- so product writes at the same time wait for each other instead of deadlocking (decision 0015).
CREATE OR REPLACE FUNCTION search_words_after_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(g.word ORDER BY g.word), array_agg(g.n ORDER BY g.word) INTO words, counts FROM (
    SELECT w.word, count(*)::int AS n FROM old_rows r
    CROSS JOIN LATERAL products_search_words(r.brandname, r.productname, r.category, r.colors, r.material, r.description) AS w(word)
    GROUP BY w.word
  ) g;
  IF words IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM search_words WHERE word = ANY(words) ORDER BY word FOR UPDATE;
  UPDATE search_words s SET products = s.products - g.n FROM unnest(words, counts) AS g(word, n) WHERE s.word = g.word;
  DELETE FROM search_words WHERE word = ANY(words) AND products <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_after_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  removed text[];
  added text[];
BEGIN
  SELECT array_agg(x.word ORDER BY x.word) INTO removed FROM (
    SELECT products_search_words(OLD.brandname, OLD.productname, OLD.category, OLD.colors, OLD.material, OLD.description) AS word
    EXCEPT
    SELECT products_search_words(NEW.brandname, NEW.productname, NEW.category, NEW.colors, NEW.material, NEW.description)
  ) x;
  SELECT array_agg(x.word ORDER BY x.word) INTO added FROM (
    SELECT products_search_words(NEW.brandname, NEW.productname, NEW.category, NEW.colors, NEW.material, NEW.description) AS word
    EXCEPT
    SELECT products_search_words(OLD.brandname, OLD.productname, OLD.category, OLD.colors, OLD.material, OLD.description)
  ) x;
  PERFORM 1 FROM search_words
  WHERE word = ANY(coalesce(removed, '{}'::text[]) || coalesce(added, '{}'::text[]))
  ORDER BY word FOR UPDATE;
  IF removed IS NOT NULL THEN
    UPDATE search_words SET products = products - 1 WHERE word = ANY(removed);
    DELETE FROM search_words WHERE word = ANY(removed) AND products <= 0;
  END IF;
  IF added IS NOT NULL THEN
    INSERT INTO search_words (word, products)
    SELECT a.word, 1 FROM unnest(added) AS a(word) ORDER BY a.word
    ON CONFLICT (word) DO UPDATE SET products = search_words.products + 1;
  END IF;
  RETURN NULL;
END
$$;
