CREATE TABLE "student_names" (
	"name" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "student_names_trgm_idx" ON "student_names" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
-- Distinct live names, kept exact in the same transaction as every change, so the misspelt-name
-- suggestions search a few thousand names instead of every student.
insert into student_names (name, n)
select lower(full_name), count(*) from students where archived_at is null group by 1;
--> statement-breakpoint
create or replace function student_names_track() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.archived_at is null then
    update student_names set n = n - 1 where name = lower(old.full_name);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.archived_at is null then
    insert into student_names (name, n) values (lower(new.full_name), 1)
    on conflict (name) do update set n = student_names.n + 1;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger student_names_track
after insert or delete or update of full_name, archived_at on students
for each row execute function student_names_track();
