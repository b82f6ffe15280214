// A node:test reporter that writes one JSON line of counts (tests only, suites excluded) to its
// destination: {"passed":N,"failed":N,"skipped":N,"skippedSuites":[...]}. A skipped or todo test
// counts as skipped. A skipped `describe` runs no code, so its tests are unknown to the runner: it is
// counted as one skipped test and named in skippedSuites (skip the tests themselves, with a reason,
// so that each is counted: api/test/db-down.test.ts).
export default async function* counts(source) {
  const c = { passed: 0, failed: 0, skipped: 0, skippedSuites: [] };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    const suite = data.details?.type === 'suite';
    if (data.skip !== undefined || data.todo !== undefined) {
      c.skipped++;
      if (suite) c.skippedSuites.push(`${data.file ?? ''}: ${data.name}`);
    } else if (suite) {
      // suites are not tests: a failing hook fails (cancels) the tests under it, counted there; a run
      // that fails with no test failed is counted as one failure by scripts/test-all.mjs (exit code)
    } else if (event.type === 'test:pass') c.passed++;
    else c.failed++;
  }
  yield `${JSON.stringify(c)}\n`;
}
