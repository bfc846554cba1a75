CREATE TABLE "meeting_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"in_person" integer NOT NULL,
	"online" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_attendance_kind_valid" CHECK ("meeting_attendance"."kind" in ('midweek', 'weekend')),
	CONSTRAINT "meeting_attendance_in_person_range" CHECK ("meeting_attendance"."in_person" between 0 and 9999),
	CONSTRAINT "meeting_attendance_online_range" CHECK ("meeting_attendance"."online" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "missing_report_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"monthly_activity_id" integer NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "missing_report_reminders" ADD CONSTRAINT "missing_report_reminders_group_id_service_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."service_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_report_reminders" ADD CONSTRAINT "missing_report_reminders_monthly_activity_id_monthly_activities_id_fk" FOREIGN KEY ("monthly_activity_id") REFERENCES "public"."monthly_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_attendance_date_kind_unique" ON "meeting_attendance" USING btree ("date","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "missing_report_reminders_group_day_unique" ON "missing_report_reminders" USING btree ("group_id","sent_on");