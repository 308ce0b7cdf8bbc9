-- Money recorded against a claim by mistake is reversed by a counter-entry of the opposite amount that names the
-- receipt it reverses (session 48): sums of a claim's payments net as if it had never been, and the unique index
-- lets a receipt be reversed once.
ALTER TABLE "claim_payments" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_reverses_id_claim_payments_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."claim_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_payments_reverses_key" ON "claim_payments" USING btree ("reverses_id");