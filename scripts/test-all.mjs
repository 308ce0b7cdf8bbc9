// `npm test`: every suite in turn (server on a real PostgreSQL, web units, browser journeys),
// then one line `N passed, N failed` summing them all, which is what CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.tmp/results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const failedTest = (test) => test.status === 'failed';

const vitest = (workspace, name) => ({
  name,
  args: [
    'npm',
    'run',
    'test',
    '-w',
    workspace,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, `${name}.json`)}`,
  ],
  // A file that failed before any test ran (an error at import, a config refused) counts as one failure: vitest
  // counts no test of it, and its exit code alone was seen to be 0.
  count: (json) => ({
    passed: json.numPassedTests,
    failed:
      json.numFailedTests +
      json.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some(failedTest)).length,
  }),
});
const suites = [
  vitest('@studydesk/server', 'server'),
  vitest('@studydesk/web', 'web'),
  // the real server process under faults (SIGKILL, database stopped, cut uploads) and backup/restore
  {
    ...vitest('@studydesk/server', 'faults'),
    args: [
      'npm',
      'run',
      'test:faults',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(results, 'faults.json')}`,
    ],
  },
  {
    name: 'e2e',
    args: ['npm', 'run', 'e2e', '-w', '@studydesk/web'],
    // where apps/web/playwright.config.ts writes its JSON report
    report: path.join(root, 'apps/web/test-results/e2e.json'),
    count: (json) => ({ passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected }),
  },
  {
    // two instances behind nginx (deploy/nginx.conf) on one PostgreSQL and Redis: scripts/scale-out-test.mjs
    name: 'scale-out',
    args: ['npm', 'run', 'test:scale-out'],
    report: path.join(results, 'scale-out.json'),
    count: (json) => ({ passed: json.passed, failed: json.failed }),
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const suite of suites.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${suite.name} ===`);
  const file = suite.report ?? path.join(results, `${suite.name}.json`);
  rmSync(file, { force: true });
  const started = Date.now();
  const run = spawnSync('npx', suite.args, { cwd: root, stdio: 'inherit' });
  const took = Math.round((Date.now() - started) / 1000);
  const counted = existsSync(file) ? suite.count(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 0 };
  // A suite that crashed or failed without a counted failure still counts as one failure.
  if (run.status !== 0 && counted.failed === 0) counted.failed = 1;
  console.log(
    `=== ${suite.name}: ${counted.passed} passed, ${counted.failed} failed in ${Math.floor(took / 60)} min ${took % 60} s ===`,
  );
  passed += counted.passed;
  failed += counted.failed;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
