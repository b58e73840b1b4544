export type { AppRouter } from './trpc/root';
export { appRouter } from './trpc/root';
export { buildApp } from './app';
export { loadConfig, type Config } from './env';
export { FileStore } from './storage/files';
export type { AppDeps } from './http/deps';
export { NotificationEvents } from './services/notifications.service';
