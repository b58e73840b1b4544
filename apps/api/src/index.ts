export type { AppRouter } from './trpc/root';
export { appRouter } from './trpc/root';
export { buildApp } from './app';
export { loadConfig, type Config } from './env';
export type { FileStore } from './ports/file-store';
export { createAdapters } from './adapters';
export type { AppDeps } from './http/deps';
