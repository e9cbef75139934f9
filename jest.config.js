/** @type {import('jest').Config} */
// tsconfig.jest.json compiles to CommonJS, as the Lambda bundles are: a lazy `import()` of an SDK
// client becomes `require`, which jest's module sandbox can load (native dynamic import needs a flag).
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { isolatedModules: true, tsconfig: 'tsconfig.jest.json' }],
};

// The console's alias for the shared domain code (frontend/tsconfig.json), for console unit tests.
const moduleNameMapper = { '^@domain/(.*)$': '<rootDir>/lambdas/domain/$1' };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
      moduleNameMapper,
    },
    {
      displayName: 'infra',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/infra/**/*.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
  ],
};
