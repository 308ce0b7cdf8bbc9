import {
  DEFAULT_OFFICE_LOCALE,
  DEFAULT_OFFICE_PHONE_COUNTRY,
  type OfficeLocaleSetting,
} from '@studydesk/shared/office-locale';
import { officeLocaleSchema } from '@studydesk/shared/office-locale-schema';
import type { PhoneCountry } from '@studydesk/shared/phone';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { builtOnce } from '../../db/prepared.ts';
import { officeSettings } from '../../db/schema/follow-ups.ts';
import { transactionLock } from '../../db/transaction-lock.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** The two rows of office_settings this setting keeps, by the setting's field. */
const KEYS = { locale: 'officeLocale', phoneCountry: 'phoneCountry' } as const;

/** Read by every search of a phone number: prepared once. */
const savedLocale = builtOnce((db) =>
  db
    .select()
    .from(officeSettings)
    .where(inArray(officeSettings.key, Object.values(KEYS)))
    .prepare('office_locale'),
);

/** How the office writes dates and the country of a phone number without a country code, as saved, else the defaults. */
export async function officeLocale(db: Tx): Promise<OfficeLocaleSetting> {
  const rows = await savedLocale(db).execute();
  const saved = (key: string) => rows.find((r) => r.key === key)?.value;
  const locale = officeLocaleSchema.shape.locale.safeParse(saved(KEYS.locale));
  const phoneCountry = officeLocaleSchema.shape.phoneCountry.safeParse(saved(KEYS.phoneCountry));
  return {
    locale: locale.success ? locale.data : DEFAULT_OFFICE_LOCALE,
    phoneCountry: phoneCountry.success ? phoneCountry.data : DEFAULT_OFFICE_PHONE_COUNTRY,
  };
}

/** The country a phone number typed without a country code is of (issue 19). */
export async function officePhoneCountry(db: Tx): Promise<PhoneCountry> {
  return (await officeLocale(db)).phoneCountry as PhoneCountry;
}

export async function saveOfficeLocale(db: Db, change: Partial<OfficeLocaleSetting>, actor: Actor) {
  return db.transaction(async (tx) => {
    await transactionLock(tx, 'office-settings');
    const before = await officeLocale(tx);
    const after = { ...before, ...change };
    for (const field of ['locale', 'phoneCountry'] as const) {
      await tx
        .insert(officeSettings)
        .values({ key: KEYS[field], value: after[field] })
        .onConflictDoUpdate({ target: officeSettings.key, set: { value: after[field] } });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'settings',
      recordId: 'office-locale',
      action: 'updated',
      before,
      after,
    });
    return after;
  });
}
