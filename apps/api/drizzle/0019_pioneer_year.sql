ALTER TABLE "publisher_reports" ADD COLUMN "credit_hours" integer;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD CONSTRAINT "publisher_reports_credit_hours_non_negative" CHECK ("credit_hours" is null or "credit_hours" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "service_committee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "special_months" (
	"service_year" integer NOT NULL,
	"month" smallint NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "special_months_pk" PRIMARY KEY ("year", "month"),
	CONSTRAINT "special_months_month_range" CHECK ("month" between 0 and 11)
);--> statement-breakpoint
CREATE INDEX "special_months_service_year_idx" ON "special_months" ("service_year");--> statement-breakpoint
CREATE TABLE "auxiliary_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL REFERENCES "publishers"("id") ON DELETE cascade,
	"months" jsonb NOT NULL,
	"continuous" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "auxiliary_applications_status_valid" CHECK (status in ('pending', 'approved', 'rejected'))
);--> statement-breakpoint
CREATE INDEX "auxiliary_applications_publisher_idx" ON "auxiliary_applications" ("publisher_id");--> statement-breakpoint
CREATE INDEX "auxiliary_applications_status_idx" ON "auxiliary_applications" ("status");--> statement-breakpoint
CREATE TABLE "auxiliary_application_decisions" (
	"application_id" integer NOT NULL REFERENCES "auxiliary_applications"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"approve" boolean NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auxiliary_application_decisions_pk" PRIMARY KEY ("application_id", "user_id")
);--> statement-breakpoint
CREATE TABLE "auxiliary_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL REFERENCES "publishers"("id") ON DELETE cascade,
	"application_id" integer REFERENCES "auxiliary_applications"("id") ON DELETE set null,
	"start_month" date NOT NULL,
	"end_month" date,
	"continuous" boolean DEFAULT false NOT NULL,
	CONSTRAINT "auxiliary_appointments_ordered" CHECK ("end_month" is null or "end_month" >= "start_month")
);--> statement-breakpoint
CREATE INDEX "auxiliary_appointments_publisher_idx" ON "auxiliary_appointments" ("publisher_id");
