-- Audit log indexes for the viewer (docs/decisions/008-audit-log.md).
-- Ascending (…, timestamp, id) indexes: a backward scan yields ORDER BY timestamp DESC, id DESC, which the former
-- "DESC NULLS LAST" indexes could not serve (DESC sorts NULLS FIRST), so page 1 was a full sort.
DROP INDEX "audit_logs_timestamp_idx";--> statement-breakpoint
DROP INDEX "audit_logs_event_type_idx";--> statement-breakpoint
DROP INDEX "audit_logs_severity_idx";--> statement-breakpoint
DROP INDEX "audit_logs_user_role_idx";--> statement-breakpoint
DROP INDEX "audit_logs_resource_idx";--> statement-breakpoint
CREATE INDEX "audit_logs_timestamp_idx" ON "audit_logs" USING btree ("timestamp","id");--> statement-breakpoint
CREATE INDEX "audit_logs_event_type_idx" ON "audit_logs" USING btree ("event_type","timestamp","id");--> statement-breakpoint
CREATE INDEX "audit_logs_severity_idx" ON "audit_logs" USING btree ("severity","timestamp","id");--> statement-breakpoint
CREATE INDEX "audit_logs_user_role_idx" ON "audit_logs" USING btree ("user_role","timestamp","id");--> statement-breakpoint
CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("resource","timestamp","id");--> statement-breakpoint
-- Substring search in descriptions: a pg_trgm GIN index. pg_trgm is a trusted contrib extension (PostgreSQL >= 13:
-- the database owner may create it); where it is not installed the search still works, without the index.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): audit search runs without a trigram index', SQLERRM;
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "audit_logs_description_trgm_idx" ON "audit_logs" USING gin ("description" gin_trgm_ops);
  END IF;
END
$$;--> statement-breakpoint
-- A larger sample for descriptions, so the planner estimates ILIKE '%…%' well enough to choose between the trigram
-- index and a backward scan of the timestamp index (measured: a 0.8% term went from 229 ms to 12 ms).
ALTER TABLE "audit_logs" ALTER COLUMN "description" SET STATISTICS 1000;--> statement-breakpoint
-- Append-only also against TRUNCATE (row triggers do not fire on it).
CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs
  FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only();
