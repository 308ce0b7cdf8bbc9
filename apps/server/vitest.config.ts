import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's two cores, with the
    // database idle between statements. Two files at a time took 222 s against 348 s (docs/decisions.md).
    maxWorkers: 2,
    // A worker's files share the modules it has loaded (the app's code was loaded anew for each file: 174 s of the
    // run). Each file has a database of its own; none may mock a module or change process.env, which the next file
    // in the same worker would see. 136 s against 211 s.
    isolate: false,
  },
});
