import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const baseConfig = createJestConfig({
  testEnvironment: 'jsdom',
  // The first test of a file compiles MUI and the X packages on the fly; on a 2-core machine
  // running two workers that alone can pass jest's 5 s default.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/unit/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/out/', '/.next/'],
});

// marked ships ES modules only, so it is compiled like our own code.
export default async function jestConfig() {
  const config = await baseConfig();
  return {
    ...config,
    transformIgnorePatterns: ['/node_modules/(?!marked/)', ...config.transformIgnorePatterns.slice(1)],
  };
}
