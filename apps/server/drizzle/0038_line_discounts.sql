-- Each order line keeps its share of every discount (issue 25 item 4; shared line-shares.ts): the paise the offers
-- took off it (its own and its share of the bag's) and which offers they were, written with the line when the order
-- is placed (a single order) or saved (a bundle's items). GST is charged on price × quantity − share; returns,
-- refunds, exchanges and credit notes give back each line's own share.
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_paise_check" CHECK ("orders"."discount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "bundle_order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_order_items" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_order_items" ADD CONSTRAINT "bundle_order_items_discount_paise_check" CHECK ("bundle_order_items"."discount_paise" >= 0);--> statement-breakpoint
-- Backfill, single orders: what the invoice counted as the line's discount before — the paid purchase's unit price ×
-- quantity less the goods paid (price less its shipping); without a paid purchase, PROMO2024's tenth (goods ÷ 9)
-- when the coupon was used, else nothing. Never negative.
UPDATE "orders" o SET
  "discount_paise" = d.paise,
  "discounts" = CASE WHEN d.paise > 0 THEN jsonb_build_array(jsonb_build_object(
    'offerId', (SELECT f."id" FROM "offers" f WHERE f."code" = o."coupon_code" LIMIT 1),
    'code', o."coupon_code",
    'paise', d.paise)) ELSE '[]'::jsonb END
FROM (
  SELECT o2."id",
    greatest(0, CASE
      WHEN jsonb_typeof(po."purchase" -> 'items' -> 0 -> 'unitPrice') = 'number'
        THEN round((po."purchase" -> 'items' -> 0 ->> 'unitPrice')::numeric * o2."quantity" * 100)
          - round((o2."price" - least(o2."shipping_fee", o2."price")) * 100)
      WHEN o2."coupon_code" IS NOT NULL
        THEN round((o2."price" - least(o2."shipping_fee", o2."price")) * 100 / 9)
      ELSE 0 END)::integer AS paise
  FROM "orders" o2
  LEFT JOIN "payment_orders" po ON po."id" = o2."payment_order_id"
) d
WHERE d."id" = o."id" AND d.paise > 0;--> statement-breakpoint
-- Backfill, bundle items: the split the invoice and returns made before (shared order-charges.ts netLinePaise):
-- PROMO2024 on a line takes its tenth (rounded to the paisa); the goods paid — the subtotal after the bundle coupon
-- when the lines rebuild the stored total with the shop's shipping, else the whole total — spread over the lines pro
-- rata to their value after line coupons, by largest remainder (ties: the earlier line); the share is the line's
-- price × quantity less that, never negative.
WITH items AS (
  SELECT i."id", i."bundle_order_id", i."coupon_applied",
    round(i."price" * i."quantity" * 100) AS gross,
    round(CASE WHEN i."coupon_applied" THEN round(i."price" * i."quantity" * 0.9, 2)
      ELSE i."price" * i."quantity" END * 100) AS after,
    row_number() OVER (PARTITION BY i."bundle_order_id" ORDER BY i."id") AS pos
  FROM "bundle_order_items" i
), sums AS (
  SELECT "bundle_order_id", sum(after) AS s FROM items GROUP BY "bundle_order_id"
), subtotals AS (
  SELECT b."id", b."coupon_applied", s.s,
    CASE WHEN b."coupon_applied" THEN round(round(s.s / 100 * 0.9, 2) * 100) ELSE s.s END AS sub,
    round(b."total_amount" * 100) AS total
  FROM "bundle_orders" b JOIN sums s ON s."bundle_order_id" = b."id"
), targets AS (
  SELECT "id", "coupon_applied", s,
    CASE WHEN total = sub + (CASE WHEN sub = 0 OR sub >= 100000 THEN 0 ELSE 10000 END) THEN sub ELSE total END AS goods
  FROM subtotals
), spread AS (
  SELECT it."id", it."bundle_order_id", it."coupon_applied", it.gross, t."coupon_applied" AS bundle_coupon, t.goods,
    CASE WHEN t.s = 0 THEN (CASE WHEN it.pos = 1 THEN t.goods ELSE 0 END) ELSE floor(it.after * t.goods / t.s) END AS base,
    CASE WHEN t.s = 0 THEN 0 ELSE mod(it.after * t.goods, t.s) END AS rem,
    it.pos
  FROM items it JOIN targets t ON t."id" = it."bundle_order_id"
), ranked AS (
  SELECT sp.*,
    sum(base) OVER (PARTITION BY "bundle_order_id") AS based,
    row_number() OVER (PARTITION BY "bundle_order_id" ORDER BY rem DESC, pos) AS rk
  FROM spread sp
), shares AS (
  SELECT "id", "coupon_applied", bundle_coupon,
    greatest(0, gross - (base + CASE WHEN rem > 0 AND rk <= goods - based THEN 1 ELSE 0 END))::integer AS paise
  FROM ranked
)
UPDATE "bundle_order_items" i SET
  "discount_paise" = sh.paise,
  "discounts" = jsonb_build_array(jsonb_build_object(
    'offerId', CASE WHEN sh."coupon_applied" OR sh.bundle_coupon
      THEN (SELECT f."id" FROM "offers" f WHERE f."code" = 'PROMO2024' LIMIT 1) END,
    'code', CASE WHEN sh."coupon_applied" OR sh.bundle_coupon THEN 'PROMO2024' END,
    'paise', sh.paise))
FROM shares sh
WHERE sh."id" = i."id" AND sh.paise > 0;
