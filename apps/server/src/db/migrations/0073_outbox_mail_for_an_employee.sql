ALTER TABLE "outbox_messages" ADD COLUMN "employee_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Mail to an employee waiting to go names its employee: from now on it goes to their address at the send.
UPDATE "outbox_messages" m SET "employee_id" = e."id" FROM "employees" e
WHERE m."student_id" IS NULL AND m."state" <> 'sent' AND lower(e."email") = lower(m."recipient");
