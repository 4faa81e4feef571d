// `npm test`: typecheck, lint, unit and integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then browser journeys in Debian Chromium. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`== ${title}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** A check that is not a test runner (typecheck, lint) counts as one test. */
function check(title, command, args) {
  if (run(title, command, args)) passed++;
  else failed++;
}

function vitest(title, args, env) {
  const report = path.join(results, `${title}.json`);
  const ok = run(title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  if (!existsSync(report)) {
    failed++;
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests + (ok || summary.numFailedTests > 0 ? 0 : 1);
}

function countPlaywright(report) {
  if (!existsSync(report)) return { expected: 0, unexpected: 1 };
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  return { expected: stats.expected + stats.flaky, unexpected: stats.unexpected };
}

check('typecheck', 'npm', ['run', '-s', 'typecheck']);
check('lint', 'npm', ['run', '-s', 'lint']);

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
vitest('unit-and-integration-pglite', [], { ...withoutPostgres, TEST_DATABASE_URL: '' });
if (TEST_DATABASE_URL) vitest('integration-postgres', ['--project', 'server'], { TEST_DATABASE_URL });

run('system packages', 'bash', ['scripts/ensure-system-deps.sh']);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\nChromium is missing at ${chromium}. Install Debian's chromium (sudo apt-get install chromium) or set CHROME_PATH.`);
  failed++;
} else if (run('build web app', 'npm', ['run', '-s', 'build', '-w', '@forkcast/web'])) {
  const report = path.join(results, 'e2e.json');
  const ok = run('browser journeys', 'npx', ['playwright', 'test']);
  const { expected, unexpected } = countPlaywright(report);
  passed += expected;
  // A run that failed before any test did (its server's port taken, say) still counts as a failure.
  failed += unexpected + (ok || unexpected > 0 ? 0 : 1);
} else {
  failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
