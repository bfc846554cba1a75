ALTER TABLE "publisher_reports" ADD COLUMN "is_history" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "publisher_reports_history_idx" ON "publisher_reports" USING btree ("publisher_id") WHERE "is_history";--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "exit_reason" varchar(300);
