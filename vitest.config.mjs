import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/core/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/shared/**/*.test.ts', 'test/vscode/**/*.test.ts'],
    environment: 'node',
  },
});
