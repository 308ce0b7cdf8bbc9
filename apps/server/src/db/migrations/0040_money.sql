ALTER TYPE "public"."role" ADD VALUE 'Accounts';--> statement-breakpoint
CREATE SEQUENCE "public"."claim_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"university_name" text NOT NULL,
	"course_level" text DEFAULT '' NOT NULL,
	"basis" text NOT NULL,
	"percent_bp" integer,
	"amount_minor" bigint,
	"currency" text NOT NULL,
	"instalments" integer DEFAULT 1 NOT NULL,
	"months_between" integer DEFAULT 6 NOT NULL,
	"claimable" text NOT NULL,
	"census_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_amount" CHECK ("agreements"."amount_minor" is null or "agreements"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "claim_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"over_payment" boolean DEFAULT false NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('claim_numbers') NOT NULL,
	"university_name" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"received_minor" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"agreement_id" uuid,
	"partner_id" uuid,
	"share_bp" integer DEFAULT 0 NOT NULL,
	"instalment" integer DEFAULT 1 NOT NULL,
	"instalments" integer DEFAULT 1 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'expected' NOT NULL,
	"received_minor" bigint DEFAULT 0 NOT NULL,
	"claim_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_amounts" CHECK ("commissions"."amount_minor" >= 0 and "commissions"."received_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_month_currency_pk" PRIMARY KEY("month","currency")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"share_bp" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_share_bp" CHECK ("partners"."share_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "student_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"receipt_number" integer DEFAULT nextval('receipt_numbers') NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_payments_amount" CHECK ("student_payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "university_applications" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "university_applications" ADD COLUMN "course_level" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "university_applications" ADD COLUMN "tuition_fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "university_applications" ADD COLUMN "tuition_currency" text;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_recorded_by_employees_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_application_id_university_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."university_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_recorded_by_employees_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_active_key" ON "agreements" USING btree (lower("university_name"),"course_level") WHERE "agreements"."active";--> statement-breakpoint
CREATE INDEX "claim_payments_claim_idx" ON "claim_payments" USING btree ("claim_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_number_key" ON "claims" USING btree ("number");--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commissions_due_idx" ON "commissions" USING btree ("due_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_application_key" ON "commissions" USING btree ("application_id","instalment");--> statement-breakpoint
CREATE INDEX "commissions_claim_idx" ON "commissions" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "commissions_partner_idx" ON "commissions" USING btree ("partner_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_name_key" ON "partners" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "student_payments_student_idx" ON "student_payments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_payments_receipt_key" ON "student_payments" USING btree ("receipt_number");--> statement-breakpoint
ALTER TABLE "university_applications" ADD CONSTRAINT "university_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The spec's free-text B2B agents become partners, one per name whatever its case and spacing, and their applications name them.
INSERT INTO "partners" ("name")
SELECT DISTINCT ON (lower(regexp_replace(btrim("b2b"), '\s+', ' ', 'g'))) regexp_replace(btrim("b2b"), '\s+', ' ', 'g')
FROM "university_applications" WHERE btrim("b2b") <> ''
ORDER BY lower(regexp_replace(btrim("b2b"), '\s+', ' ', 'g')), "created_at";--> statement-breakpoint
UPDATE "university_applications" a SET "partner_id" = p."id"
FROM "partners" p WHERE btrim(a."b2b") <> '' AND lower(regexp_replace(btrim(a."b2b"), '\s+', ' ', 'g')) = lower(p."name");
