import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

const caches = new WeakMap<Db, Map<string, string>>();

/** Every key the app signs with. */
export const SECRET_NAMES = ['password-reset', 'setup-code', 'visitor-cookie', 'unsubscribe', 'upload-link'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const fresh = () => randomBytes(32).toString('base64url');

/**
 * Makes the keys no instance has made yet, at start: so a request, even a refused one, never writes one (a forged
 * reset link checked first thing on a new database would otherwise leave a row behind).
 */
export async function makeSecrets(db: Db) {
  // One statement each: instances starting together would deadlock on one multi-row insert of the same keys.
  for (const name of SECRET_NAMES) {
    await db.insert(appSecrets).values({ name, value: fresh() }).onConflictDoNothing();
  }
}

/**
 * A named secret: made randomly the first time any instance asks, then the same for all of them
 * (it lives in the database, so a second server or a restart signs and checks alike).
 */
export async function appSecret(db: Db, name: SecretName): Promise<string> {
  const cache = caches.get(db) ?? new Map<string, string>();
  caches.set(db, cache);
  const cached = cache.get(name);
  if (cached) return cached;
  await db.insert(appSecrets).values({ name, value: fresh() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be made`);
  cache.set(name, row.value);
  return row.value;
}
