// The servers the browser journeys run against, one per Playwright worker (E2E_SERVERS, default 1): each with a
// data directory, an embedded PostgreSQL and the demo office of its own, so that two journeys running at once never
// see each other's writes. Server i listens on port 3100 + i with its PostgreSQL on 54340 + i and its data in
// .tmp/e2e-data/i; E2E_PORT, E2E_PG_PORT, E2E_DATA_DIR and E2E_WEB_DIST (where the web app is built) move them
// aside, so several runs on one machine do not collide.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const count = Number(process.env.E2E_SERVERS ?? 1);
const dataRoot = process.env.E2E_DATA_DIR ?? path.join(root, '.tmp/e2e-data');
const port = (i) => Number(process.env.E2E_PORT ?? 3100) + i;
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : undefined;
const envOf = (i) => ({
  ...process.env,
  DATA_DIR: path.join(dataRoot, String(i)),
  PORT: String(port(i)),
  EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54340) + i),
  LOGIN_RATE_LIMIT: '1000',
  ENQUIRY_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
  ...(webDist ? { WEB_DIST: webDist } : {}),
});
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
/** A command run to its end, failing the whole start if it fails. */
const finished = (child) =>
  new Promise((resolve) => child.on('exit', (code) => (code === 0 ? resolve() : process.exit(code ?? 1))));

rmSync(dataRoot, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) {
  run('npm', ['run', 'build', '-w', '@studydesk/web', ...(webDist ? ['--', '--outDir', webDist] : [])]);
}
run(process.execPath, ['scripts/build-server.mjs']);
// Each office seeded at once (TypeScript through tsx's loader in this very node).
const offices = Array.from({ length: count }, (_, i) => i);
await Promise.all(
  offices.map((i) =>
    finished(
      spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/demo.ts'], {
        cwd: root,
        env: envOf(i),
        stdio: 'inherit',
      }),
    ),
  ),
);

// The servers as `npm start` runs them: the bundle, each in a node of its own that receives the signal itself.
const servers = [];
const start = (i) => {
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: envOf(i),
    stdio: 'inherit',
  });
  servers.push(server);
  server.on('exit', (code) => {
    for (const other of servers) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const server of servers) server.kill(signal);
  });
}
// Playwright waits for the first server's health: the others answer before it starts.
for (const i of offices.slice(1)) {
  start(i);
  while (
    !(await fetch(`http://localhost:${port(i)}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await sleep(200);
}
start(0);
