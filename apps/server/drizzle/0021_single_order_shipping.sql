ALTER TABLE "orders" ADD COLUMN "shipping_fee" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Single orders placed before this column (decision 0037): the stored price is the line plus ₹100 shipping when
-- the line was under ₹1,000 (product rules §9). A price from ₹1,000 to ₹1,099.99 can be either; the paid purchase says
-- which, and without one shipping is assumed charged (a return then pays back less, never more).
UPDATE "orders" AS o SET "shipping_fee" = CASE
  WHEN o."price" <= 0 THEN 0
  WHEN o."price" < 1000 THEN LEAST(100, o."price")
  WHEN o."price" >= 1100 THEN 0
  ELSE COALESCE((
    SELECT CASE
      WHEN round(
        (po."purchase"->'items'->0->>'unitPrice')::numeric
        * (po."purchase"->'items'->0->>'quantity')::numeric
        * CASE WHEN (po."purchase"->'items'->0->>'couponApplied')::boolean THEN 0.9 ELSE 1 END, 2) >= 1000 THEN 0
      ELSE 100 END
    FROM "payment_orders" AS po WHERE po."id" = o."payment_order_id"
  ), 100)
END;
