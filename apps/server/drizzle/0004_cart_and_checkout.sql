CREATE TABLE "carts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bundle_coupon_applied" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_order_items" ADD COLUMN "coupon_applied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_order_unique" ON "orders" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "reservations_payment_order_idx" ON "stock_reservations" USING btree ("payment_order_id");