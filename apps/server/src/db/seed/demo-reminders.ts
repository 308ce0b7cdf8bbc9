import { sql } from 'drizzle-orm';
import { automaticSettings } from '../../modules/messages/templates.service.ts';
import type { Db } from '../client.ts';

/**
 * The missing documents sweep's past looks, as a running office has them: each live student registered more than
 * the reminder interval ago was last looked at some time within the last interval, so the hourly sweep reminds a
 * few students each hour, not the whole office at the first hour after the seed (every demo student's reminder at
 * once, which pushed a CI journey's welcome off the outbox's first page and slowed its server). Idempotent: a
 * student already looked at keeps the look. Answers how many looks were added.
 */
export async function seedDemoReminderLooks(db: Db) {
  const { reminderEveryDays } = await automaticSettings(db);
  const added = await db.execute(sql`
    insert into missing_document_reminders (student_id, looked_at)
    select id, now() - make_interval(secs => random() * ${reminderEveryDays}::int * 86400)
    from students
    where archived_at is null and created_at <= now() - make_interval(days => ${reminderEveryDays}::int)
    on conflict (student_id) do nothing`);
  return added.rowCount ?? 0;
}
