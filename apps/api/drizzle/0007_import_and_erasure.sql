CREATE TABLE "import_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"fingerprint" varchar(32) NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_previews" ADD CONSTRAINT "import_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- data migration (hand-written)
-- The audit log stays append-only, with one exception: a GDPR erasure (docs/decisions/022) may blank the personal
-- values of entries, inside a transaction that set `congregacao.audit_erasure` to 'on' (SET LOCAL). Even then the
-- event itself (id, type, time, severity, who by id and role, IP, resource) cannot change, and nothing is deleted.
CREATE OR REPLACE FUNCTION audit_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND coalesce(current_setting('congregacao.audit_erasure', true), '') = 'on'
    AND NEW.id = OLD.id AND NEW.event_type = OLD.event_type AND NEW."timestamp" = OLD."timestamp"
    AND NEW.severity = OLD.severity
    AND NEW.user_id IS NOT DISTINCT FROM OLD.user_id AND NEW.user_role IS NOT DISTINCT FROM OLD.user_role
    AND NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address
    AND NEW.resource IS NOT DISTINCT FROM OLD.resource AND NEW.resource_id IS NOT DISTINCT FROM OLD.resource_id
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$;
