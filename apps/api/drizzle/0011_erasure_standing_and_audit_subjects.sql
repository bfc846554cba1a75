ALTER TABLE "audit_logs" ADD COLUMN "subjects" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "left_month" date;--> statement-breakpoint
CREATE INDEX "audit_logs_subjects_idx" ON "audit_logs" USING gin ("subjects");--> statement-breakpoint
-- data migration (hand-written)
-- An erasure (docs/decisions/035) may blank personal values, as before (migration 0007), but never whom an entry is
-- about: `subjects` joins the columns that cannot change.
CREATE OR REPLACE FUNCTION audit_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND coalesce(current_setting('congregacao.audit_erasure', true), '') = 'on'
    AND NEW.id = OLD.id AND NEW.event_type = OLD.event_type AND NEW."timestamp" = OLD."timestamp"
    AND NEW.severity = OLD.severity
    AND NEW.user_id IS NOT DISTINCT FROM OLD.user_id AND NEW.user_role IS NOT DISTINCT FROM OLD.user_role
    AND NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address
    AND NEW.resource IS NOT DISTINCT FROM OLD.resource AND NEW.resource_id IS NOT DISTINCT FROM OLD.resource_id
    AND NEW.subjects = OLD.subjects
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$;
