-- Live (not archived) students per status, kept exact in the same transaction as every change,
-- so that dashboards read six rows instead of counting a large table.
insert into student_counts (status, n)
select s.status, (select count(*) from students where status = s.status and archived_at is null)
from unnest(enum_range(null::student_status)) as s(status)
on conflict (status) do nothing;
--> statement-breakpoint
create or replace function student_counts_track() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.archived_at is null then
    update student_counts set n = n - 1 where status = old.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.archived_at is null then
    update student_counts set n = n + 1 where status = new.status;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger student_counts_track
after insert or delete or update of status, archived_at on students
for each row execute function student_counts_track();
