-- Phone numbers are stored as E.164 (issue 19): the application normalises each new or edited number with
-- libphonenumber by the office's phone country; this brings the numbers already stored into the same form, by the
-- rule for Bangladesh (the only phone country there was): a leading + or 00 is a country code; 8801…, 01… and 1…
-- mobile numbers and 0… landlines are Bangladeshi. Anything else stays as typed. Two live students of one name whose
-- numbers become the same would break the same-person rule: they both keep their numbers as typed, to be merged.
CREATE FUNCTION "pg_temp"."bd_e164"("typed" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "typed" ~ '^\s*\+' AND length(d) BETWEEN 8 AND 15 THEN '+' || d
    WHEN d ~ '^00[1-9]\d{6,14}$' THEN '+' || substr(d, 3)
    WHEN d ~ '^8801[3-9]\d{8}$' THEN '+' || d
    WHEN d ~ '^01[3-9]\d{8}$' THEN '+88' || d
    WHEN d ~ '^1[3-9]\d{8}$' THEN '+880' || d
    WHEN d ~ '^0[2-9]\d{5,9}$' THEN '+880' || substr(d, 2)
  END
  FROM (SELECT regexp_replace("typed", '[^0-9]', '', 'g') AS d) digits
$$;
--> statement-breakpoint
UPDATE "students" s SET "phone_number" = pg_temp.bd_e164(s."phone_number")
WHERE pg_temp.bd_e164(s."phone_number") IS DISTINCT FROM s."phone_number"
  AND pg_temp.bd_e164(s."phone_number") IS NOT NULL
  AND (s."archived_at" IS NOT NULL OR NOT EXISTS (
    SELECT 1 FROM "students" o
    WHERE o."archived_at" IS NULL AND o."id" <> s."id" AND lower(o."full_name") = lower(s."full_name")
      AND coalesce(pg_temp.bd_e164(o."phone_number"), o."phone_number") = pg_temp.bd_e164(s."phone_number")));
--> statement-breakpoint
UPDATE "website_profiles" SET "phone" = pg_temp.bd_e164("phone")
WHERE pg_temp.bd_e164("phone") IS NOT NULL AND pg_temp.bd_e164("phone") IS DISTINCT FROM "phone";
