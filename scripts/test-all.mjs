// `npm test`: every check CI runs, in order, then one line "N passed, N failed" over all of them.
// Static checks (format, types, lint, knip, build) count as one test each; vitest suites count
// their tests.
// First it sets up what a fresh machine lacks (Chromium for the end-to-end tests); the build it
// runs before the suites makes `dist/`, which the end-to-end tests' server is started from.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL_CHROMIUM =
  'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

/** Installs Debian's chromium when it is missing (as root, with apt-get), else stops at once. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const stop = (why) => {
    console.error(`\n${why}: the end-to-end tests need Chromium at ${CHROMIUM}. Run, as root:`);
    console.error(`\n  ${INSTALL_CHROMIUM}\n`);
    if (process.env.CHROMIUM_PATH)
      console.error('(or point CHROMIUM_PATH at a Chromium that exists), then `npm test` again.');
    else console.error('then `npm test` again.');
    process.exit(1);
  };
  if (process.getuid?.() !== 0) stop('Chromium is missing and this is not root');
  if (spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0)
    stop('Chromium is missing and apt-get is not available');
  console.log(`${CHROMIUM} is missing: installing Debian's chromium…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (!apt(['update']) || !apt(['install', '-y', 'chromium'])) stop('Installing chromium failed');
  if (!existsSync(CHROMIUM)) stop(`chromium is installed, but not at ${CHROMIUM}`);
}

ensureChromium();

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
mkdirSync('test-results', { recursive: true });

function run(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  console.log(
    `=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return r.status === 0;
}

function check(name, cmd, args) {
  if (run(name, cmd, args)) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
}

function suite(project) {
  const out = `test-results/vitest-${project}.json`;
  rmSync(out, { force: true });
  const ok = run(`vitest ${project}`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    results.failed += 1;
    failures.push(`vitest ${project} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests + report.numTodoTests;
  if (!ok && report.numFailedTests === 0) {
    results.failed += 1;
    failures.push(`vitest ${project} (suite error)`);
  } else if (report.numFailedTests > 0) failures.push(`vitest ${project}`);
}

check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('knip', 'npx', ['knip', '--no-progress']);
check('build', 'npm', ['run', 'build']);
suite('unit');
suite('integration');
suite('e2e');

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
