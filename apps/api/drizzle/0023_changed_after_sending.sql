-- A report changed after it was sent to the secretary (ADR 045): the review marks it. Kept by the database so every
-- path that writes a report (the review, the publisher's own report, a late report, an import) follows one rule.
ALTER TABLE "publisher_reports" ADD COLUMN "sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD COLUMN "changed_after_sending_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "publisher_reports" SET "sent_at" = "updated_at" WHERE "status" = 'Sent';
--> statement-breakpoint
CREATE FUNCTION publisher_reports_sending_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Sent' AND NEW.sent_at IS NULL THEN
    NEW.sent_at := now();
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.sent_at IS NOT NULL AND (
      NEW.participated_in_ministry IS DISTINCT FROM OLD.participated_in_ministry
      OR NEW.hours IS DISTINCT FROM OLD.hours
      OR NEW.studies IS DISTINCT FROM OLD.studies
      OR NEW.credit_hours IS DISTINCT FROM OLD.credit_hours
      OR NEW.observations IS DISTINCT FROM OLD.observations
      OR NEW.auxiliary_pioneer IS DISTINCT FROM OLD.auxiliary_pioneer
      OR NEW.regular_pioneer IS DISTINCT FROM OLD.regular_pioneer
      OR NEW.special_pioneer IS DISTINCT FROM OLD.special_pioneer
      OR NEW.field_missionary IS DISTINCT FROM OLD.field_missionary) THEN
    NEW.changed_after_sending_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER publisher_reports_sending_marks BEFORE INSERT OR UPDATE ON publisher_reports
  FOR EACH ROW EXECUTE FUNCTION publisher_reports_sending_marks();
