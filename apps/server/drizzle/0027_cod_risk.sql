-- Return-to-origin risk of a COD order (issue 28 item 5, decision 0047): its score 0–100 when placed and the reasons
-- the owner reads on the order desk; null for orders paid online and COD orders placed before this.
ALTER TABLE "orders" ADD COLUMN "cod_risk" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_risk_reasons" jsonb;
--> statement-breakpoint
ALTER TABLE "bundle_orders" ADD COLUMN "cod_risk" integer;
--> statement-breakpoint
ALTER TABLE "bundle_orders" ADD COLUMN "cod_risk_reasons" jsonb;
