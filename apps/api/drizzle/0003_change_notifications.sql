-- Change notifications for the servers' in-memory caches (db/change-feed.ts): every committed statement that
-- changes what a cached answer was built from sends NOTIFY congregacao_changes with its topic, to every instance.
-- 'auth': sessions and the user each carries; 'data': the fill screen's reports, publishers, groups and overseers.
-- Statement-level, so a 500-row insert notifies once; PostgreSQL also folds repeats within a transaction.
CREATE FUNCTION congregacao_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text;
BEGIN
  FOREACH topic IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('congregacao_changes', topic);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION congregacao_notify_change('auth');
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION congregacao_notify_change('auth', 'data');
--> statement-breakpoint
CREATE TRIGGER service_groups_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_groups
  FOR EACH STATEMENT EXECUTE FUNCTION congregacao_notify_change('auth', 'data');
--> statement-breakpoint
CREATE TRIGGER publishers_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON publishers
  FOR EACH STATEMENT EXECUTE FUNCTION congregacao_notify_change('data');
--> statement-breakpoint
CREATE TRIGGER monthly_activities_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON monthly_activities
  FOR EACH STATEMENT EXECUTE FUNCTION congregacao_notify_change('data');
--> statement-breakpoint
CREATE TRIGGER publisher_reports_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON publisher_reports
  FOR EACH STATEMENT EXECUTE FUNCTION congregacao_notify_change('data');
