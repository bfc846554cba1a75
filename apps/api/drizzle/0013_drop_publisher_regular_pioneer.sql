-- The flag lives in publisher_appointments since 0009 (ADR 019), which copied it there; nothing reads or writes the
-- column since. A backup that still holds it restores without it (backup/restore-backup.ts, ADR 034).
ALTER TABLE "publishers" DROP COLUMN "regular_pioneer";
