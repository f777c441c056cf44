CREATE TABLE "whatsapp_inbound_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cod_challenges" ADD COLUMN "tap_token_hash" text;--> statement-breakpoint
ALTER TABLE "cod_challenges" ADD COLUMN "tap_mobile" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_challenges_tap_token_idx" ON "cod_challenges" USING btree ("tap_token_hash");