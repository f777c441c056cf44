-- Marketing consent under India's DPDP Act (issue 27, decision 0058): one append-only record per account and
-- channel (WhatsApp, e-mail). Each entry says given or withdrawn, the exact wording she was shown and its version,
-- the language it was shown in, when, how (her account page, checkout, the WhatsApp newsletter box, or the
-- subscriber list copied in below) and by whom (the signed-in shopper, or a visitor unsubscribing her number).
-- Her current consent for a channel is her latest entry. Owned by the consent module (modules/consent/).
CREATE TABLE "marketing_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"wording" text NOT NULL,
	"wording_version" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consents_channel_check" CHECK ("marketing_consents"."channel" in ('whatsapp', 'email')),
	CONSTRAINT "marketing_consents_action_check" CHECK ("marketing_consents"."action" in ('given', 'withdrawn')),
	CONSTRAINT "marketing_consents_language_check" CHECK ("marketing_consents"."language" in ('en', 'hi')),
	CONSTRAINT "marketing_consents_source_check" CHECK ("marketing_consents"."source" in ('account', 'checkout', 'newsletter', 'newsletter_backfill')),
	CONSTRAINT "marketing_consents_actor_check" CHECK ("marketing_consents"."actor" in ('shopper', 'visitor'))
);
--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consents_latest_idx" ON "marketing_consents" USING btree ("user_id","channel","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Written once: no entry is ever changed, and none removed except with her account (the foreign key's cascade,
-- which runs inside its own trigger: depth 2).
CREATE FUNCTION "marketing_consents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'marketing_consents is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "marketing_consents_no_update_delete" BEFORE UPDATE OR DELETE ON "marketing_consents"
  FOR EACH ROW EXECUTE FUNCTION "marketing_consents_append_only"();--> statement-breakpoint
CREATE TRIGGER "marketing_consents_no_truncate" BEFORE TRUNCATE ON "marketing_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION "marketing_consents_append_only"();--> statement-breakpoint
-- The WhatsApp newsletter's subscribers whose number is an account's: a WhatsApp consent given through the
-- newsletter box, at the time the number subscribed. The shop kept neither the words shown nor the language, so
-- the entry carries the box's English text under its own version, 'newsletter-0', and as by a visitor (the box
-- asked no sign-in then).
INSERT INTO "marketing_consents" ("user_id", "channel", "action", "wording", "wording_version", "language", "source", "actor", "at")
SELECT u."id", 'whatsapp', 'given',
       'Join our WhatsApp list for new arrivals, festive edits and subscriber-only offers. No spam, ever.',
       'newsletter-0', 'en', 'newsletter_backfill', 'visitor', n."created_at"
  FROM "newsletter_subscribers" n
  JOIN "users" u ON u."contact" = n."whatsapp_number"
 ORDER BY n."created_at", u."id";
