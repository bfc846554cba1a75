ALTER TABLE "users" ADD COLUMN "language" varchar(10);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_valid" CHECK (language in ('pt-PT', 'pt-BR', 'en', 'es'));