import { type SQL, sql } from 'drizzle-orm';

/**
 * The student a record stands for now: `student` itself or, once a merge archived it into another, the survivor
 * (following later merges; a restore clears `merged_into`, so the record is its own again). `union` ends the walk at
 * a student seen before, so no chain of rows can make it loop. A scalar subquery: asked only of the rows answered.
 */
export const survivorOf = (student: SQL) => sql`(with recursive chain (id, next) as (
      select s.id, s.merged_into from students s where s.id = ${student}
      union
      select s.id, s.merged_into from chain join students s on s.id = chain.next)
    select id from chain where next is null)`;
