-- The language of the page a visitor enquired on: the student the lead becomes gets their messages in it.
ALTER TABLE "website_profiles" ADD COLUMN "message_language" text;--> statement-breakpoint
ALTER TABLE "website_profiles" ADD CONSTRAINT "website_profiles_message_language_check" CHECK ("message_language" in ('en', 'bn'));
