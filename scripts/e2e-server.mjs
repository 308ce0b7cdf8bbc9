// The server the browser journeys run against: a fresh data directory, the demo data, port 3100.
// E2E_PORT, E2E_PG_PORT, E2E_DATA_DIR and E2E_WEB_DIST (where the web app is built) move it aside, so several
// runs on one machine do not collide.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, '.tmp/e2e-data'),
  PORT: process.env.E2E_PORT ?? '3100',
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54340',
  LOGIN_RATE_LIMIT: '1000',
  ENQUIRY_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: path.resolve(process.env.E2E_WEB_DIST) } : {}),
};
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// TypeScript through tsx's loader in this very node.
const tsx = (file) => [process.execPath, ['--import', 'tsx', file]];

rmSync(env.DATA_DIR, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) {
  run('npm', ['run', 'build', '-w', '@studydesk/web', ...(env.WEB_DIST ? ['--', '--outDir', env.WEB_DIST] : [])]);
}
run(process.execPath, ['scripts/build-server.mjs']);
run(...tsx('apps/server/src/db/seed/demo.ts'));
// The server as `npm start` runs it: the bundle, in a node of its own that receives the signal itself.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
