// Unit tests of the browser packages: jest + ts-jest + jsdom, tests beside the code.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest/jsdom-env.cjs',
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/(shell|mfe-*|shared-*)/src/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
  },
  moduleNameMapper: {
    '\\.(svg|png|jpe?g|webp|avif|pdf)$': '<rootDir>/jest/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  testTimeout: 20000,
};
