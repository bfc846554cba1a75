-- The S-1 and S-10 answers are cached while the 'data' topic's generation holds (modules/congregation-report/
-- cached-figures.ts); besides the tables of 0003 they are built from attendance, appointments and the sendings, so
-- another instance's change to those must reach every instance too.
CREATE TRIGGER meeting_attendance_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meeting_attendance
  FOR EACH STATEMENT EXECUTE FUNCTION congregacao_notify_change('data');
--> statement-breakpoint
CREATE TRIGGER publisher_appointments_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON publisher_appointments
  FOR EACH STATEMENT EXECUTE FUNCTION congregacao_notify_change('data');
--> statement-breakpoint
CREATE TRIGGER congregation_report_submissions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON congregation_report_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION congregacao_notify_change('data');
