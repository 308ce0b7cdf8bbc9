import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appSecret } from '../../platform/secrets.ts';
import { needsSetup } from './auth.service.ts';

/**
 * First run: while no account exists, whoever reaches /login could make themselves Super Admin. From another
 * machine that takes a one-time setup code, which the server prints in its log at start and keeps in
 * DATA_DIR/setup-code; from the server's own machine it does not (whoever is there can read the log anyway).
 * The code comes from a secret in the database, so every instance on one database accepts the same one; it
 * stops working when the first account exists (setUpFirstAdmin creates it once, under an advisory lock).
 */

/** The addresses of the server's own machine; behind a trusted proxy request.ip is the client's, as it should be. */
const LOCAL_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLocalAddress(address: string) {
  return LOCAL_ADDRESSES.has(address);
}

/** 32 letters and digits that cannot be mistaken for one another: no I, O, 0 or 1. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The setup code, XXXX-XXXX (40 random bits): the same on every instance of one database. */
export async function setupCode(db: Db) {
  const digest = createHmac('sha256', await appSecret(db, 'setup-code'))
    .update('studydesk first-run setup code')
    .digest();
  const chars = [...digest.subarray(0, 8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Case, spaces and dashes (a copied en dash too) do not matter. */
function normalize(code: string) {
  return code.replace(/[\s\-\u2010-\u2015]/g, '').toUpperCase();
}

const digestOf = (value: string) => createHash('sha256').update(value).digest();

/**
 * Why a set-up from `address` is refused for its setup code (a message for the field), or undefined when it may
 * go on: the server's own machine needs no code, any other address the right one, compared in constant time.
 */
export async function setupCodeProblem(db: Db, address: string, given: string | undefined) {
  if (isLocalAddress(address)) return undefined;
  const code = normalize(given ?? '');
  if (!code) return 'Enter the setup code from the server log';
  const expected = normalize(await setupCode(db));
  return timingSafeEqual(digestOf(code), digestOf(expected))
    ? undefined
    : 'This is not the setup code from the server log';
}

export const setupCodeFile = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'setup-code');

/** The few methods of the process's logger this needs. */
export interface SetupLog {
  warn(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/**
 * At server start: while no account exists, prints the setup code in the log and writes it to DATA_DIR/setup-code
 * (only its owner may read it); once an account exists, removes a file left over. A failure here is logged and
 * does not stop the server.
 */
export async function announceSetupCode(db: Db, config: Pick<Config, 'dataDir'>, log: SetupLog) {
  const file = setupCodeFile(config);
  try {
    if (!(await needsSetup(db))) {
      await forgetSetupCode(config, log);
      return;
    }
    const code = await setupCode(db);
    try {
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(file, `${code}\n`, { mode: 0o600 });
      await chmod(file, 0o600); // a file already there keeps its mode through writeFile
    } catch (error) {
      log.error({ err: error }, `could not write the setup code to ${file}`);
    }
    log.warn(
      `First run: no account yet. The setup code is ${code} (also in ${file}). ` +
        'Creating the first Super Admin at /login from another machine asks for it.',
    );
  } catch (error) {
    log.error({ err: error }, 'could not prepare the first-run setup code');
  }
}

/** After the first account exists the code is useless: its file goes. */
export async function forgetSetupCode(config: Pick<Config, 'dataDir'>, log: SetupLog) {
  const file = setupCodeFile(config);
  try {
    await rm(file, { force: true });
  } catch (error) {
    log.error({ err: error }, `could not remove ${file}`);
  }
}
