import { defineConfig } from 'vitest/config';
import { dialectProjects } from './src/vitest-projects.ts';

export default defineConfig({
  test: { projects: dialectProjects('db') },
});
