// The imports feature's public face: the import's REST calls, its progress bar and
// summary, for the screens that feed the same import (the backfill from photos).
export { commitImport, previewImport } from './import-api';
export { ImportSummarySection } from './ImportOutcome';
export { ImportProgressBar } from './ImportProgressBar';
export { formatCount, progressPercent } from './import-text';
