CREATE TABLE "publisher_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "publisher_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD COLUMN "self_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD COLUMN "self_reported_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "publisher_id" integer;--> statement-breakpoint
ALTER TABLE "publisher_invitations" ADD CONSTRAINT "publisher_invitations_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_invitations" ADD CONSTRAINT "publisher_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_invitations" ADD CONSTRAINT "publisher_invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_invitations_publisher_idx" ON "publisher_invitations" USING btree ("publisher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_invitations_one_live" ON "publisher_invitations" USING btree ("publisher_id") WHERE "publisher_invitations"."used_at" is null and "publisher_invitations"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD CONSTRAINT "publisher_reports_self_reported_by_users_id_fk" FOREIGN KEY ("self_reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_publisher_id_unique" UNIQUE("publisher_id");