import { ErrorCode } from '@studydesk/shared/errors';
import type { Partner, partnerInputSchema } from '@studydesk/shared/money';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { commissions, partners } from '../../db/schema/money.ts';
import { universityApplications } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';

// Partners (issue 18): the spec's B2B sub-agents as records. Applications keep the partner's name in `b2b` beside
// `partner_id`, so the spec's B2B commission list reads as before.

type PartnerInput = z.output<typeof partnerInputSchema>;
type PartnerRow = typeof partners.$inferSelect;

/**
 * The applications that name a partner, removed ones included: they keep it referenced. The outer column is
 * spelled out: drizzle writes a column of a one-table query without its table, which the subquery would capture.
 */
const applicationCount = sql<number>`(select count(*)::int from ${universityApplications} a
  where a.partner_id = partners.id)`;

const partnerOf = (row: PartnerRow, applications: number): Partner => ({
  id: row.id,
  name: row.name,
  contact: row.contact,
  email: row.email,
  phone: row.phone,
  country: row.country,
  sharePercent: row.shareBp / 100,
  active: row.active,
  applications,
});

/** The stored columns of a form: the share in basis points (12.5% = 1250). */
const columnsOf = ({ sharePercent, ...input }: PartnerInput) => ({ ...input, shareBp: Math.round(sharePercent * 100) });

/** What the trail keeps of a partner: its columns, without the count. */
const audited = ({ applications: _, ...partner }: Partner) => partner;

/** Active first, then by name. */
export async function listPartners(db: Db) {
  const rows = await db
    .select({ partner: partners, applications: applicationCount })
    .from(partners)
    .orderBy(desc(partners.active), asc(sql`lower(${partners.name})`), asc(partners.id));
  return rows.map((r) => partnerOf(r.partner, r.applications));
}

/** The active partners' names, for an application's B2B field. */
export async function partnerNames(db: Db) {
  return db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.active, true))
    .orderBy(asc(sql`lower(${partners.name})`));
}

/**
 * The partner, locked until the transaction ends: no application can start naming it meanwhile. Its applications
 * are counted after the lock, in a statement of their own: one that waited for the lock would count from before
 * the wait and miss the application it waited for.
 */
async function lockedPartner(tx: Tx, id: string) {
  const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
  if (!row) throw notFound('The partner');
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(universityApplications)
    .where(eq(universityApplications.partnerId, id));
  return partnerOf(row, counted?.n ?? 0);
}

/** A name another partner has, whatever its case: 409 naming the field. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'partners_name_key')) {
      throw new AppError(ErrorCode.DUPLICATE, 'A partner with this name exists already.', {
        name: 'This name is taken by another partner',
      });
    }
    throw error;
  }
}

export async function createPartner(db: Db, input: PartnerInput, actor: Actor) {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(partners).values(columnsOf(input)).returning();
      if (!row) throw new Error('the partner was not saved');
      const partner = partnerOf(row, 0);
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'partner',
        recordId: row.id,
        action: 'created',
        after: audited(partner),
      });
      return partner;
    }),
  );
}

/** Saves a partner's form; a new name is also written into the applications that name it, so the lists follow. */
export async function updatePartner(db: Db, id: string, input: PartnerInput, actor: Actor) {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const before = await lockedPartner(tx, id);
      const [row] = await tx.update(partners).set(columnsOf(input)).where(eq(partners.id, id)).returning();
      if (!row) throw notFound('The partner');
      if (row.name !== before.name) {
        await tx.update(universityApplications).set({ b2b: row.name }).where(eq(universityApplications.partnerId, id));
      }
      const after = partnerOf(row, before.applications);
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'partner',
        recordId: id,
        action: 'updated',
        before: audited(before),
        after: audited(after),
      });
      return after;
    }),
  );
}

/** Deletes a partner nothing names; one that applications or ledger rows name is deactivated instead (409). */
export async function deletePartner(db: Db, id: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const partner = await lockedPartner(tx, id);
    const [ledger] = await tx
      .select({ id: commissions.id })
      .from(commissions)
      .where(eq(commissions.partnerId, id))
      .limit(1);
    if (partner.applications > 0 || ledger) {
      throw new AppError(
        ErrorCode.IN_USE,
        `${partner.name} is named by applications or ledger rows: deactivate the partner instead of deleting it.`,
      );
    }
    await tx.delete(partners).where(eq(partners.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'partner',
      recordId: id,
      action: 'deleted',
      before: audited(partner),
    });
    return { id };
  });
}
