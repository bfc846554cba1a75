CREATE TABLE "publisher_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"start_date" date,
	"end_date" date,
	CONSTRAINT "publisher_appointments_kind_valid" CHECK (kind in ('Elder', 'MinServant', 'RegularPioneer', 'SpecialPioneer', 'FieldMissionary')),
	CONSTRAINT "publisher_appointments_dates_ordered" CHECK ("publisher_appointments"."end_date" is null or "publisher_appointments"."start_date" is null or "publisher_appointments"."end_date" >= "publisher_appointments"."start_date")
);
--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD COLUMN "special_pioneer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD COLUMN "field_missionary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "gender" varchar(10);--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "hope" varchar(12);--> statement-breakpoint
ALTER TABLE "publisher_appointments" ADD CONSTRAINT "publisher_appointments_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_appointments_publisher_idx" ON "publisher_appointments" USING btree ("publisher_id");--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD CONSTRAINT "publisher_reports_group_id_service_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."service_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_reports_group_idx" ON "publisher_reports" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_gender_valid" CHECK (gender in ('Male', 'Female'));--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_hope_valid" CHECK (hope in ('OtherSheep', 'Anointed'));--> statement-breakpoint
-- data migration (hand-written)
-- Issue 21 / ADR 019. Today's regular pioneers: an appointment from the first day of the month of their earliest
-- report marked regular pioneer (no start date when they have none); a past pioneer (the flag off today but
-- reports marked) gets one from that month to the last day of their latest marked report. Nothing is lost: the
-- publishers.regular_pioneer column stays (unused) until a later migration drops it.
INSERT INTO "publisher_appointments" ("publisher_id", "kind", "start_date", "end_date")
SELECT p.id, 'RegularPioneer',
  (SELECT min(make_date(ma.year, ma.month + 1, 1)) FROM publisher_reports r
     JOIN monthly_activities ma ON ma.id = r.monthly_activity_id
    WHERE r.publisher_id = p.id AND r.regular_pioneer),
  NULL
FROM publishers p WHERE p.regular_pioneer;
--> statement-breakpoint
INSERT INTO "publisher_appointments" ("publisher_id", "kind", "start_date", "end_date")
SELECT r.publisher_id, 'RegularPioneer', min(make_date(ma.year, ma.month + 1, 1)),
  (max(make_date(ma.year, ma.month + 1, 1)) + interval '1 month - 1 day')::date
FROM publisher_reports r
JOIN monthly_activities ma ON ma.id = r.monthly_activity_id
JOIN publishers p ON p.id = r.publisher_id
WHERE r.regular_pioneer AND NOT p.regular_pioneer
GROUP BY r.publisher_id;
--> statement-breakpoint
-- Elders and ministerial servants: the role today, as an appointment without dates (the card's boxes).
INSERT INTO "publisher_appointments" ("publisher_id", "kind", "start_date", "end_date")
SELECT p.id, p.role, NULL, NULL FROM publishers p WHERE p.role IN ('Elder', 'MinServant');
--> statement-breakpoint
-- A report's group: the best knowledge there is, the publisher's group today.
UPDATE "publisher_reports" r SET "group_id" = p.group_id FROM publishers p WHERE p.id = r.publisher_id;
