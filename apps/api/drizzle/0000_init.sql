CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"user_id" integer,
	"user_username" varchar(50),
	"user_display_name" varchar(100),
	"user_role" varchar(20),
	"severity" varchar(10) NOT NULL,
	"ip_address" varchar(64),
	"resource" varchar(60),
	"resource_id" varchar(60),
	"details" jsonb,
	"old_values" jsonb,
	"new_values" jsonb,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_logs_severity_valid" CHECK (severity in ('LOW', 'MEDIUM', 'HIGH', 'CRITICAL'))
);
--> statement-breakpoint
CREATE TABLE "email_confirmation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_codes_attempts_non_negative" CHECK ("email_confirmation_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	CONSTRAINT "households_name_not_blank" CHECK (btrim("households"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "monthly_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" smallint NOT NULL,
	"year" integer NOT NULL,
	"service_year" integer NOT NULL,
	"status" varchar(10) DEFAULT 'Open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_activities_month_range" CHECK ("monthly_activities"."month" between 0 and 11),
	CONSTRAINT "monthly_activities_year_range" CHECK ("monthly_activities"."year" between 2000 and 2100),
	CONSTRAINT "monthly_activities_status_valid" CHECK (status in ('Open', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "publisher_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"monthly_activity_id" integer NOT NULL,
	"hours" integer,
	"studies" integer DEFAULT 0 NOT NULL,
	"participated_in_ministry" boolean,
	"observations" text DEFAULT '' NOT NULL,
	"auxiliary_pioneer" boolean DEFAULT false NOT NULL,
	"regular_pioneer" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'Open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publisher_reports_hours_non_negative" CHECK ("publisher_reports"."hours" is null or "publisher_reports"."hours" >= 0),
	CONSTRAINT "publisher_reports_studies_non_negative" CHECK ("publisher_reports"."studies" >= 0),
	CONSTRAINT "publisher_reports_status_valid" CHECK (status in ('Open', 'Sent'))
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"display_name" varchar(200),
	"group_id" integer,
	"group_number" integer,
	"role" varchar(20) DEFAULT 'Publisher' NOT NULL,
	"birth_date" date,
	"baptism_date" date,
	"address" varchar(200),
	"postal_code" varchar(20),
	"city" varchar(100),
	"mobile" varchar(40),
	"home_phone" varchar(40),
	"email" varchar(254),
	"arrival_congregation" date,
	"moving_group_date" date,
	"death_date" date,
	"reactivation_date" date,
	"rgpd_date" date,
	"household_id" integer,
	"regular_pioneer" boolean DEFAULT false NOT NULL,
	"is_currently_inactive" boolean DEFAULT false NOT NULL,
	"exit_congregation_date" date,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishers_role_valid" CHECK (role in ('Elder', 'Publisher', 'NonBaptized', 'MinServant'))
);
--> statement-breakpoint
CREATE TABLE "service_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_number" integer NOT NULL,
	CONSTRAINT "service_groups_group_number_unique" UNIQUE("group_number"),
	CONSTRAINT "service_groups_number_positive" CHECK ("service_groups"."group_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(512),
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"display_name" varchar(100),
	"password_hash" text,
	"role" varchar(20) NOT NULL,
	"group_id" integer,
	"email" varchar(254),
	"preferred_theme" varchar(20) DEFAULT 'blue' NOT NULL,
	"google_subject" varchar(255),
	"must_change_password" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_google_subject_unique" UNIQUE("google_subject"),
	CONSTRAINT "users_role_valid" CHECK (role in ('Admin', 'Secretary', 'Elder', 'Publisher')),
	CONSTRAINT "users_theme_valid" CHECK (preferred_theme in ('blue', 'green', 'purple', 'neutral', 'teal'))
);
--> statement-breakpoint
ALTER TABLE "email_confirmation_codes" ADD CONSTRAINT "email_confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD CONSTRAINT "publisher_reports_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD CONSTRAINT "publisher_reports_monthly_activity_id_monthly_activities_id_fk" FOREIGN KEY ("monthly_activity_id") REFERENCES "public"."monthly_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_group_id_service_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."service_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_id_service_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."service_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_timestamp_idx" ON "audit_logs" USING btree ("timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_event_type_idx" ON "audit_logs" USING btree ("event_type","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_severity_idx" ON "audit_logs" USING btree ("severity","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_user_role_idx" ON "audit_logs" USING btree ("user_role","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("resource","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_codes_user_idx" ON "email_confirmation_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_activities_month_year_unique" ON "monthly_activities" USING btree ("month","year");--> statement-breakpoint
CREATE INDEX "monthly_activities_service_year_idx" ON "monthly_activities" USING btree ("service_year");--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_reports_activity_publisher_unique" ON "publisher_reports" USING btree ("monthly_activity_id","publisher_id");--> statement-breakpoint
CREATE INDEX "publisher_reports_publisher_idx" ON "publisher_reports" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "publishers_group_idx" ON "publishers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "publishers_household_idx" ON "publishers" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));