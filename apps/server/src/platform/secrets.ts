import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

const caches = new WeakMap<Db, Map<string, string>>();

/**
 * A named secret: made randomly the first time any instance asks, then the same for all of them
 * (it lives in the database, so a second server or a restart signs and checks alike).
 */
export async function appSecret(db: Db, name: string): Promise<string> {
  const cache = caches.get(db) ?? new Map<string, string>();
  caches.set(db, cache);
  const cached = cache.get(name);
  if (cached) return cached;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be made`);
  cache.set(name, row.value);
  return row.value;
}
