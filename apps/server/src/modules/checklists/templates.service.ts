import {
  type ChecklistTemplate,
  DESTINATIONS,
  type Destination,
  slotOfKey,
  type TemplateItem,
  type templateBodySchema,
} from '@studydesk/shared/checklists';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { checklistTemplates } from '../../db/schema/checklists.ts';
import { employees } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { recordAudit } from '../audit/audit.service.ts';

const withSlots = (items: TemplateItem[]) => items.map((item) => ({ ...item, slot: slotOfKey(item.key) }));

/** Every destination's template in the order UK, Canada, Australia, USA, Other (seeded by migration 0027). */
export async function checklistTemplateList(db: Tx): Promise<ChecklistTemplate[]> {
  const rows = await db
    .select({ template: checklistTemplates, updatedBy: employees.name })
    .from(checklistTemplates)
    .leftJoin(employees, eq(employees.id, checklistTemplates.updatedBy));
  return DESTINATIONS.map((country) => {
    const row = rows.find((r) => r.template.country === country);
    return {
      country,
      items: withSlots(row?.template.items ?? []),
      updatedAt: row?.template.updatedAt?.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
}

/** The items of one destination's template, in their order. */
export async function templateItems(db: Tx, country: Destination) {
  const [row] = await db
    .select({ items: checklistTemplates.items })
    .from(checklistTemplates)
    .where(eq(checklistTemplates.country, country));
  return withSlots(row?.items ?? []);
}

/** The items of every destination's checklist (a handful of rows): what names a document on none of a student's. */
export async function allTemplateItems(db: Tx) {
  const rows = await db.select({ items: checklistTemplates.items }).from(checklistTemplates);
  return rows.flatMap((row) => row.items);
}

/** Replaces a destination's list; the reviews and files of removed items stay kept. */
export async function saveChecklistTemplate(
  db: Tx,
  country: Destination,
  body: z.output<typeof templateBodySchema>,
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const before = await templateItems(tx, country);
    const now = new Date();
    await tx
      .insert(checklistTemplates)
      .values({ country, items: body.items, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: checklistTemplates.country,
        set: { items: body.items, updatedAt: now, updatedBy: actor.id },
      });
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'settings',
      recordId: `checklist-${country}`,
      action: 'checklist-saved',
      before: { items: before.map((i) => i.label) },
      after: { items: body.items.map((i) => i.label) },
    });
  });
  const saved = (await checklistTemplateList(db)).find((t) => t.country === country);
  if (!saved) throw new Error('the saved template is missing');
  return saved;
}
