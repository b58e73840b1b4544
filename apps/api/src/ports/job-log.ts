/** Where a background job (a setlist.fm fetch, a webhook delivery, a photo's sizes) reports a failure: the app's logger. */
export type JobLog = (fields: Record<string, unknown>, message: string) => void;
