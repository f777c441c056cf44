-- Issue 25, bag codes: the owner's code a shopper applied to her cart (PROMO2024 on the bag stays
-- bundle_coupon_applied), and the code a saved bundle was priced with, so its payment takes the code's use.
ALTER TABLE "carts" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "bundle_orders" ADD COLUMN "coupon_code" text;
