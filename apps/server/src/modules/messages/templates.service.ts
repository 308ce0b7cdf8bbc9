import {
  AUTOMATIC_KEYS,
  DEFAULT_REMINDER_DAYS,
  MESSAGE_LANGUAGES,
  type MessageLanguage,
  TEMPLATE_KEYS,
  TEMPLATE_LABELS,
  TEMPLATE_TRIGGERS,
  TEMPLATE_VARIABLES,
  type TemplateKey,
  type TemplateSettings,
  type TemplateText,
  type TemplateUpdate,
} from '@studydesk/shared/templates';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { officeSettings } from '../../db/schema/follow-ups.ts';
import { messageTemplates } from '../../db/schema/templates.ts';
import { transactionLock } from '../../db/transaction-lock.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { DEFAULT_TEMPLATES } from './templates.defaults.ts';
import { validateTemplate } from './templates.render.ts';

const SETTINGS_KEY = 'messageTemplates';

type AutomaticSettings = {
  /** Off only where a Super Admin switched it off. */
  off: TemplateKey[];
  reminderEveryDays: number;
  automaticLanguage: MessageLanguage;
};

export async function automaticSettings(tx: Tx): Promise<AutomaticSettings> {
  const [row] = await tx.select().from(officeSettings).where(eq(officeSettings.key, SETTINGS_KEY));
  const saved = (row?.value ?? {}) as Partial<AutomaticSettings>;
  return {
    off: saved.off ?? [],
    reminderEveryDays: saved.reminderEveryDays ?? DEFAULT_REMINDER_DAYS,
    automaticLanguage: saved.automaticLanguage ?? 'en',
  };
}

/** The template's text in a language: the office's own wording, or the default. */
export async function templateText(tx: Tx, key: TemplateKey, language: MessageLanguage): Promise<TemplateText> {
  const [row] = await tx
    .select({ subject: messageTemplates.subject, body: messageTemplates.body })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.key, key), eq(messageTemplates.language, language)));
  return row ?? DEFAULT_TEMPLATES[key][language];
}

export async function templateSettings(tx: Tx): Promise<TemplateSettings> {
  const rows = await tx.select().from(messageTemplates);
  const settings = await automaticSettings(tx);
  const own = (key: TemplateKey, language: MessageLanguage) =>
    rows.find((r) => r.key === key && r.language === language);
  return {
    templates: TEMPLATE_KEYS.map((key) => ({
      key,
      label: TEMPLATE_LABELS[key],
      trigger: TEMPLATE_TRIGGERS[key],
      automatic: AUTOMATIC_KEYS.includes(key) ? !settings.off.includes(key) : null,
      en: pick(own(key, 'en')) ?? DEFAULT_TEMPLATES[key].en,
      bn: pick(own(key, 'bn')) ?? DEFAULT_TEMPLATES[key].bn,
      edited: MESSAGE_LANGUAGES.some((language) => own(key, language)),
    })),
    reminderEveryDays: settings.reminderEveryDays,
    automaticLanguage: settings.automaticLanguage,
    variables: [...TEMPLATE_VARIABLES],
  };
}

const pick = (row: TemplateText | undefined) => (row ? { subject: row.subject, body: row.body } : undefined);

/** Checks both parts of a text: a syntax error or an unknown variable is a 400 naming it and its line. */
export function validateText(text: TemplateText, prefix: string) {
  validateTemplate(text.subject, `${prefix}subject`);
  validateTemplate(text.body, `${prefix}body`);
}

/** A Super Admin changes a template's wording, switches it on or off, or sets the reminder's interval. */
export async function saveTemplate(db: Db, key: TemplateKey, update: TemplateUpdate, actor: Actor) {
  for (const language of MESSAGE_LANGUAGES) {
    const text = update[language];
    if (text) validateText(text, `${language}.`);
  }
  return db.transaction(async (tx) => {
    await transactionLock(tx, 'office-settings');
    const before = await automaticSettings(tx);
    for (const language of MESSAGE_LANGUAGES) {
      const text = update[language];
      if (!text) continue;
      await tx
        .insert(messageTemplates)
        .values({ key, language, ...text, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: [messageTemplates.key, messageTemplates.language],
          set: { ...text, updatedBy: actor.id, updatedAt: new Date() },
        });
    }
    const off = new Set(before.off);
    if (update.automatic === true) off.delete(key);
    if (update.automatic === false && AUTOMATIC_KEYS.includes(key)) off.add(key);
    const after: AutomaticSettings = {
      off: [...off],
      reminderEveryDays: update.reminderEveryDays ?? before.reminderEveryDays,
      automaticLanguage: update.automaticLanguage ?? before.automaticLanguage,
    };
    await tx
      .insert(officeSettings)
      .values({ key: SETTINGS_KEY, value: after })
      .onConflictDoUpdate({ target: officeSettings.key, set: { value: after } });
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'settings',
      recordId: `template:${key}`,
      action: 'updated',
      before,
      after: { ...after, en: update.en, bn: update.bn },
    });
    return templateSettings(tx);
  });
}
