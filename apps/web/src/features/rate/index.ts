// The rating queue's public face: its banner, the unscored count and a ranking's size.
export { RateQueueBanner } from './RateQueueBanner';
export { rankedCount } from './rate-queue';
export { useUnscoredCount } from './use-unscored-count';
