import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'bench-size', environment: 'node', include: ['test/**/*.test.ts'] },
});
