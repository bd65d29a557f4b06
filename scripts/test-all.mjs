// `npm test`: every check CI runs, in order, then one line "N passed, N failed" over all of them.
// Static checks (format, types, lint, build) count as one test each; vitest suites count their tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

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
check('build', 'npm', ['run', 'build']);
suite('unit');
suite('integration');
suite('e2e');

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
