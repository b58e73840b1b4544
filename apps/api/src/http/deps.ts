import type { Config } from '../env';
import type { RateLimitStore } from '../ports/rate-limit-store';
import type { ServiceDeps } from '../ports/service-deps';
import type { SetlistFmFetchRunner } from '../ports/setlistfm-api';
import type { WebhookDeliveryRunner } from '../ports/webhook-sender';

/** What request handlers need: the services' dependencies and the configuration. */
export interface AppDeps extends ServiceDeps {
  config: Config;
  rateLimitStore: RateLimitStore;
  /** The fetches from setlist.fm by username this process runs; null without SETLISTFM_API_KEY. */
  setlistFm: SetlistFmFetchRunner | null;
  /** The webhook deliveries this process sends, started when the app is ready. */
  webhooks: WebhookDeliveryRunner;
  /** Lets go of the adapters' connections (Redis); the app calls it when it closes. */
  close?: () => Promise<void>;
}
