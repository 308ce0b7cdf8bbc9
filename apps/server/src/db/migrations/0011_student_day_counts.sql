CREATE TABLE "student_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Live students per office day (Asia/Dhaka), kept exact in the same transaction as every change,
-- so the dashboard's 30-day chart reads 30 rows instead of counting the recent students.
insert into student_day_counts (day, n)
select (created_at at time zone 'Asia/Dhaka')::date, count(*)
from students where archived_at is null
group by 1;
--> statement-breakpoint
create or replace function student_day_counts_track() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.archived_at is null then
    update student_day_counts set n = n - 1 where day = (old.created_at at time zone 'Asia/Dhaka')::date;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.archived_at is null then
    insert into student_day_counts (day, n) values ((new.created_at at time zone 'Asia/Dhaka')::date, 1)
    on conflict (day) do update set n = student_day_counts.n + 1;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger student_day_counts_track
after insert or delete or update of created_at, archived_at on students
for each row execute function student_day_counts_track();
