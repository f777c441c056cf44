-- Codes on the shopper's phone (issue 28, decision 0046): which account proved which number, and the codes sent.
-- Accounts made before this proved nothing: their numbers stay unverified (no WhatsApp, no SMS) until they do.
CREATE TABLE "phone_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "phone_codes_mobile_idx" ON "phone_codes" USING btree ("mobile","purpose");
