import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // two files at a time on CI's two cores (Vitest's default leaves one idle): 61 s against 102 s
    maxWorkers: 2,
  },
});
