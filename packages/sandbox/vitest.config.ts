import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared.js';

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
