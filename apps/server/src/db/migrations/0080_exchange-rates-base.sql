-- Each rate names the currency it is in: "1 USD = 120" was read in whatever the office's currency is now, so a
-- change from BDT to GBP turned taka rates into pound rates. The rates entered so far are in the office's currency
-- as saved now (BDT when none was saved, as officeProfile answers).
ALTER TABLE "exchange_rates" ADD COLUMN "base" text;--> statement-breakpoint
UPDATE "exchange_rates" SET "base" = coalesce(
	(SELECT "value"->>'currency' FROM "office_settings" WHERE "key" = 'officeProfile'), 'BDT');--> statement-breakpoint
ALTER TABLE "exchange_rates" ALTER COLUMN "base" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" DROP CONSTRAINT "exchange_rates_month_currency_pk";--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_month_base_currency_pk" PRIMARY KEY("month","base","currency");
