CREATE TABLE "congregation_report_submissions" (
	"monthly_activity_id" integer PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" integer,
	"submitted_by_name" varchar(100) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD COLUMN "counted_in_activity_id" integer;--> statement-breakpoint
ALTER TABLE "congregation_report_submissions" ADD CONSTRAINT "congregation_report_submissions_monthly_activity_id_monthly_activities_id_fk" FOREIGN KEY ("monthly_activity_id") REFERENCES "public"."monthly_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "congregation_report_submissions" ADD CONSTRAINT "congregation_report_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD CONSTRAINT "publisher_reports_counted_in_activity_id_monthly_activities_id_fk" FOREIGN KEY ("counted_in_activity_id") REFERENCES "public"."monthly_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_reports_counted_in_idx" ON "publisher_reports" USING btree ("counted_in_activity_id") WHERE "publisher_reports"."counted_in_activity_id" is not null;--> statement-breakpoint
CREATE INDEX "publisher_reports_late_idx" ON "publisher_reports" USING btree ("monthly_activity_id") WHERE "publisher_reports"."late_at" is not null;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD CONSTRAINT "publisher_reports_counted_only_late" CHECK ("publisher_reports"."counted_in_activity_id" is null or "publisher_reports"."late_at" is not null);