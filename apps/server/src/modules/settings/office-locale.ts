import { DEFAULT_OFFICE_LOCALE, type OfficeLocaleSetting } from '@studydesk/shared/office-locale';
import { officeLocaleSchema } from '@studydesk/shared/office-locale-schema';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { officeSettings } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { recordAudit } from '../audit/audit.service.ts';

const KEY = 'officeLocale';

/** How the office writes dates, as saved, else the default (day first). */
export async function officeLocale(db: Db | Tx): Promise<OfficeLocaleSetting> {
  const [row] = await db.select().from(officeSettings).where(eq(officeSettings.key, KEY));
  const parsed = officeLocaleSchema.safeParse({ locale: row?.value });
  return parsed.success ? parsed.data : { locale: DEFAULT_OFFICE_LOCALE };
}

export async function saveOfficeLocale(db: Db, { locale }: OfficeLocaleSetting, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await officeLocale(tx);
    await tx
      .insert(officeSettings)
      .values({ key: KEY, value: locale })
      .onConflictDoUpdate({ target: officeSettings.key, set: { value: locale } });
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'settings',
      recordId: 'office-locale',
      action: 'updated',
      before,
      after: { locale },
    });
    return { locale };
  });
}
