-- Each shopper's figures kept with her orders (decision 0055), one row per shopper account: the owner's customer list reads them as a lookup
-- instead of summing every order per request. Owned by the customers module; written only by the triggers below,
-- in the same transaction as the change to an order, bundle or return request that moves a figure, whoever makes
-- it (a flow, the owner's desk, a job, a script). The figures follow the dashboard's rules (shared dashboard.ts) as
-- the list summed them before: an order counts once paid or placed cash on delivery; spent is the paise of those
-- that count as revenue (COD only once completed; cancelled and returned left out; a refund of a kept order does
-- not lower it); COD refusals are orders returned to origin; returns are return and exchange requests not declined.
CREATE TABLE "customer_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"spent_paise" bigint DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone,
	"cod_refusals" integer DEFAULT 0 NOT NULL,
	"returns_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_totals" ADD CONSTRAINT "customer_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_totals_orders_idx" ON "customer_totals" USING btree ("orders_count","user_id");--> statement-breakpoint
CREATE INDEX "customer_totals_spent_idx" ON "customer_totals" USING btree ("spent_paise","user_id");--> statement-breakpoint
CREATE INDEX "customer_totals_last_order_idx" ON "customer_totals" USING btree ("last_order_at" DESC NULLS LAST,"user_id" DESC);--> statement-breakpoint
CREATE INDEX "customer_totals_cod_refusals_idx" ON "customer_totals" USING btree ("cod_refusals","user_id") WHERE "customer_totals"."cod_refusals" > 0;--> statement-breakpoint
CREATE INDEX "customer_totals_returns_idx" ON "customer_totals" USING btree ("returns_count","user_id") WHERE "customer_totals"."returns_count" > 0;--> statement-breakpoint
-- The shoppers `ids` (distinct) get their figures summed afresh from their own rows (the orders' user_id indexes).
-- Her totals row is made if missing, then locked, in id order, before the sum is read: a second transaction for the
-- same shopper waits for the first to commit, and its sum (a new snapshot per statement, READ COMMITTED) then sees
-- the first one's order as well as its own. Accounts that no longer exist are skipped.
CREATE OR REPLACE FUNCTION zariya_customer_totals_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO customer_totals (user_id)
    SELECT u.id FROM users u WHERE u.id = ANY (ids) ORDER BY u.id
    ON CONFLICT (user_id) DO NOTHING;
  PERFORM 1 FROM customer_totals WHERE user_id = ANY (ids) ORDER BY user_id FOR UPDATE;
  UPDATE customer_totals t
     SET orders_count = f.orders, spent_paise = f.paise, last_order_at = f.last_order_at,
         cod_refusals = f.cod_refusals, returns_count = f.returns, updated_at = now()
    FROM (
      SELECT x.id,
             coalesce(a.orders, 0) + coalesce(b.orders, 0) AS orders,
             coalesce(a.paise, 0) + coalesce(b.paise, 0) AS paise,
             greatest(a.last_order_at, b.last_order_at) AS last_order_at,
             coalesce(a.cod_refusals, 0) + coalesce(b.cod_refusals, 0) AS cod_refusals,
             coalesce(r.returns, 0) AS returns
        FROM unnest(ids) AS x(id)
        LEFT JOIN (
          SELECT o.user_id, count(*)::int AS orders,
                 coalesce(sum(round((o.price + o.cod_fee) * 100)) FILTER (WHERE CASE
                   WHEN o.payment_method = 'cod' THEN lower(trim(o.status)) = 'completed'
                   ELSE lower(trim(o.status)) NOT IN ('cancelled', 'returned') END), 0)::bigint AS paise,
                 max(o.created_at) AS last_order_at,
                 count(*) FILTER (WHERE o.fulfilment = 'rto')::int AS cod_refusals
            FROM orders o
           WHERE o.user_id = ANY (ids) AND (o.payment_id IS NOT NULL OR o.payment_method = 'cod')
           GROUP BY o.user_id
        ) a ON a.user_id = x.id
        LEFT JOIN (
          SELECT o.user_id, count(*)::int AS orders,
                 coalesce(sum(round((o.total_amount + o.cod_fee) * 100)) FILTER (WHERE CASE
                   WHEN o.payment_method = 'cod' THEN lower(trim(o.status)) = 'completed'
                   ELSE lower(trim(o.status)) NOT IN ('cancelled', 'returned') END), 0)::bigint AS paise,
                 max(o.created_at) AS last_order_at,
                 count(*) FILTER (WHERE o.fulfilment = 'rto')::int AS cod_refusals
            FROM bundle_orders o
           WHERE o.user_id = ANY (ids) AND (o.payment_id IS NOT NULL OR o.payment_method = 'cod')
           GROUP BY o.user_id
        ) b ON b.user_id = x.id
        LEFT JOIN (
          SELECT q.user_id, count(*)::int AS returns
            FROM return_requests q
           WHERE q.user_id = ANY (ids) AND q.status <> 'declined'
           GROUP BY q.user_id
        ) r ON r.user_id = x.id
    ) f
   WHERE t.user_id = f.id
     AND (t.orders_count, t.spent_paise, t.last_order_at, t.cod_refusals, t.returns_count)
         IS DISTINCT FROM (f.orders, f.paise, f.last_order_at, f.cod_refusals, f.returns);
END
$$;
--> statement-breakpoint
-- Single orders: one refresh per statement, for the shoppers whose rows came, went, or changed in a column a figure
-- reads (an update of the address, the tracking or the invoice number refreshes nobody).
CREATE OR REPLACE FUNCTION zariya_orders_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT w.user_id) INTO ids FROM (
      SELECT o.user_id AS old_user, n.user_id AS new_user
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.user_id, o.payment_id, o.payment_method, o.status, o.fulfilment, o.price, o.cod_fee, o.created_at)
             IS DISTINCT FROM
             (n.user_id, n.payment_id, n.payment_method, n.status, n.fulfilment, n.price, n.cod_fee, n.created_at)
    ) c CROSS JOIN LATERAL (VALUES (c.old_user), (c.new_user)) AS w(user_id);
  END IF;
  PERFORM zariya_customer_totals_refresh(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_orders_totals_changed();
--> statement-breakpoint
CREATE TRIGGER orders_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_orders_totals_changed();
--> statement-breakpoint
CREATE TRIGGER orders_totals_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_orders_totals_changed();
--> statement-breakpoint
-- Bundle orders: the same, on the bundle's total.
CREATE OR REPLACE FUNCTION zariya_bundle_orders_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT w.user_id) INTO ids FROM (
      SELECT o.user_id AS old_user, n.user_id AS new_user
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.user_id, o.payment_id, o.payment_method, o.status, o.fulfilment, o.total_amount, o.cod_fee,
              o.created_at)
             IS DISTINCT FROM
             (n.user_id, n.payment_id, n.payment_method, n.status, n.fulfilment, n.total_amount, n.cod_fee,
              n.created_at)
    ) c CROSS JOIN LATERAL (VALUES (c.old_user), (c.new_user)) AS w(user_id);
  END IF;
  PERFORM zariya_customer_totals_refresh(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bundle_orders_totals_insert AFTER INSERT ON bundle_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_bundle_orders_totals_changed();
--> statement-breakpoint
CREATE TRIGGER bundle_orders_totals_update AFTER UPDATE ON bundle_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_bundle_orders_totals_changed();
--> statement-breakpoint
CREATE TRIGGER bundle_orders_totals_delete AFTER DELETE ON bundle_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_bundle_orders_totals_changed();
--> statement-breakpoint
-- Return and exchange requests: her count of those not declined.
CREATE OR REPLACE FUNCTION zariya_returns_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT w.user_id) INTO ids FROM (
      SELECT o.user_id AS old_user, n.user_id AS new_user
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.user_id, o.status) IS DISTINCT FROM (n.user_id, n.status)
    ) c CROSS JOIN LATERAL (VALUES (c.old_user), (c.new_user)) AS w(user_id);
  END IF;
  PERFORM zariya_customer_totals_refresh(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER return_requests_totals_insert AFTER INSERT ON return_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_returns_totals_changed();
--> statement-breakpoint
CREATE TRIGGER return_requests_totals_update AFTER UPDATE ON return_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_returns_totals_changed();
--> statement-breakpoint
CREATE TRIGGER return_requests_totals_delete AFTER DELETE ON return_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_returns_totals_changed();
--> statement-breakpoint
-- The list sorted by name reads the accounts in that order (newest first has users_created_idx, migration 0033).
CREATE INDEX IF NOT EXISTS "users_name_idx" ON "users" USING btree (lower("fullname"),"id");
--> statement-breakpoint
-- A new account gets its row (all zero) at once, so every shopper has one: the list joins it and sorts by its
-- indexes without a coalesce.
CREATE OR REPLACE FUNCTION zariya_users_totals_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_totals (user_id) SELECT id FROM new_rows ORDER BY id ON CONFLICT (user_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_totals_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_users_totals_row();
--> statement-breakpoint
-- Every account's row, and the figures of every shopper with an order, a saved bundle or a return request, from
-- what is there now.
INSERT INTO customer_totals (user_id) SELECT id FROM users ON CONFLICT (user_id) DO NOTHING;
--> statement-breakpoint
SELECT zariya_customer_totals_refresh(array_agg(DISTINCT user_id)) FROM (
  SELECT user_id FROM orders UNION SELECT user_id FROM bundle_orders UNION SELECT user_id FROM return_requests
) s;
