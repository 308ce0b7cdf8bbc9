import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import pg from 'pg';

/**
 * The journeys' own look into the e2e server's embedded PostgreSQL, found through the state file it keeps in its
 * data directory (scripts/e2e-server.mjs). Test-only: the product has no route that shows a mail's text to anyone
 * but its recipient.
 */
const dataRoot = process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../.tmp/e2e-data');

export async function withE2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  // The worker's own server's data: one a worker (playwright.config.ts).
  const dataDir = path.join(dataRoot, String(test.info().parallelIndex));
  const state = JSON.parse(readFileSync(path.join(dataDir, 'embedded-postgres.json'), 'utf8')) as {
    port: number;
    password: string;
  };
  const client = new pg.Client({
    host: '127.0.0.1',
    port: state.port,
    user: 'postgres',
    password: state.password,
    database: 'studydesk',
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The newest e-mail queued for `address`, as the outbox keeps it. */
export function lastMailTo(address: string) {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ subject: string; text: string }>(
      'select subject, text from outbox_messages where lower(recipient) = lower($1) order by created_at desc limit 1',
      [address],
    );
    return rows[0];
  });
}
