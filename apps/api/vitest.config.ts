import { defineConfig } from 'vitest/config';
import { dialectProjects } from '../../packages/db/src/vitest-projects.ts';

export default defineConfig({
  test: { projects: dialectProjects('api') },
});
