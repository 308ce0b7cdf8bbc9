-- The language a student reads their messages in (chosen on their own page, or by staff); null: the office's.
ALTER TABLE "students" ADD COLUMN "message_language" text;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_message_language_check" CHECK ("message_language" in ('en', 'bn'));
