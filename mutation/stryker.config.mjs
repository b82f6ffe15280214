// StrykerJS configuration for one group of mutation/groups.mjs, named by MUTATION_GROUP (set by
// scripts/mutation.mjs). Concurrency 1 and per-test coverage keep a run bounded on a shared machine.
import { groups } from './groups.mjs';

const name = process.env.MUTATION_GROUP;
const group = groups[name];
if (!group) throw new Error(`MUTATION_GROUP must be one of ${Object.keys(groups).join(', ')} (got ${name})`);

const common = {
  mutate: group.mutate,
  concurrency: 1,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  tempDirName: `.stryker-tmp-${name}`,
  // the sandbox holds the sources and tests only (not builds, reports or another group's sandbox)
  ignorePatterns: ['/.stryker-tmp-*', '/reports', '/test-results', '/e2e', '/bench', 'dist', '.data'],
  cleanTempDir: 'always',
  timeoutMS: 30_000, // a test process starts in seconds on a busy machine: no spurious timeouts
  thresholds: { high: 90, low: 80, break: null },
};

export default group.jest
  ? {
    ...common,
    testRunner: 'jest',
    plugins: ['@stryker-mutator/jest-runner'],
    jest: { configFile: 'jest.config.cjs', config: { testMatch: group.jest.map((f) => `<rootDir>/${f}`) }, enableFindRelatedTests: false },
  }
  : {
    ...common,
    testRunner: 'tap',
    plugins: ['@stryker-mutator/tap-runner'],
    tap: { testFiles: group.tests, nodeArgs: ['--import', 'tsx', '--test-reporter=tap', '-r', '{{hookFile}}', '{{testFile}}'] },
  };
