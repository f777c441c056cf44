-- One order lifecycle (issue 31, shared order-lifecycle.ts): completed means delivered. Orders the owner marked
-- completed with her status buttons while the goods stayed placed/packed/shipped become delivered, dated by that
-- status change; orders delivered through the fulfilment steps and still pending or paid become completed.
UPDATE "orders" SET "fulfilment" = 'delivered', "fulfilment_changed_at" = coalesce("status_change_date", "created_at")
  WHERE lower(trim("status")) = 'completed' AND "fulfilment" <> 'delivered';--> statement-breakpoint
UPDATE "bundle_orders" SET "fulfilment" = 'delivered', "fulfilment_changed_at" = coalesce("status_change_date", "created_at")
  WHERE lower(trim("status")) = 'completed' AND "fulfilment" <> 'delivered';--> statement-breakpoint
UPDATE "orders" SET "status" = 'completed', "status_change_date" = coalesce("fulfilment_changed_at", "status_change_date", "created_at")
  WHERE "fulfilment" = 'delivered' AND lower(trim("status")) IN ('pending', 'paid');--> statement-breakpoint
UPDATE "bundle_orders" SET "status" = 'completed', "status_change_date" = coalesce("fulfilment_changed_at", "status_change_date", "created_at")
  WHERE "fulfilment" = 'delivered' AND lower(trim("status")) IN ('pending', 'paid');--> statement-breakpoint
UPDATE "orders" SET "fulfilment_changed_at" = coalesce("status_change_date", "created_at")
  WHERE "fulfilment" = 'delivered' AND "fulfilment_changed_at" IS NULL;--> statement-breakpoint
UPDATE "bundle_orders" SET "fulfilment_changed_at" = coalesce("status_change_date", "created_at")
  WHERE "fulfilment" = 'delivered' AND "fulfilment_changed_at" IS NULL;
