export type { AppRouter } from './trpc/root';
