-- Money the code left behind before it was fixed (docs/decisions.md, session 44).
-- A merge moved a duplicate's applications but not its ledger rows: each row goes to its application's student.
update commissions c set student_id = a.student_id
  from university_applications a
  where a.id = c.application_id and c.student_id <> a.student_id;
--> statement-breakpoint
-- Nor its payments: each goes to the survivor at the end of its student's chain of merges.
with recursive chain (start, survivor, depth) as (
  select id, merged_into, 1 from students where merged_into is not null
  union all
  select chain.start, s.merged_into, chain.depth + 1
    from chain join students s on s.id = chain.survivor
    where s.merged_into is not null
),
last as (select distinct on (start) start, survivor from chain order by start, depth desc)
update student_payments p set student_id = last.survivor
  from last
  where p.student_id = last.start;
--> statement-breakpoint
-- A row written off stayed in its claim's total: what it will not bring leaves it.
update claims c set total_minor = c.total_minor - w.not_coming, version = c.version + 1
  from (
    select claim_id, sum(greatest(amount_minor - received_minor, 0)) as not_coming
      from commissions
      where state = 'written-off' and claim_id is not null
      group by claim_id
  ) w
  where w.claim_id = c.id and w.not_coming > 0;
