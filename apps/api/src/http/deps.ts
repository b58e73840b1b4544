import type { Config } from '../env';
import type { RateLimitStore } from '../ports/rate-limit-store';
import type { ServiceDeps } from '../services/deps';

/** What request handlers need: the services' dependencies and the configuration. */
export interface AppDeps extends ServiceDeps {
  config: Config;
  rateLimitStore: RateLimitStore;
  /** Lets go of the adapters' connections (Redis); the app calls it when it closes. */
  close?: () => Promise<void>;
}
