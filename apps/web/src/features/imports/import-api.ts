import type {
  CsvMappingInput,
  ImportCommitResponse,
  ImportPreviewResponse,
  ImportProgress,
  ImportSource,
  SetlistFmFetch,
  SetlistFmFetchState,
} from '@gigrank/domain';
import { restRequest } from '../../lib/rest';

/**
 * The import's REST paths. The upload goes as multipart, like a
 * show's photos (lib/rest.ts): files can be megabytes, which the REST
 * adapter streams with its per-file limits.
 */

export interface ImportUpload {
  source: ImportSource;
  files: readonly File[];
  /** CSV only: the columns and date order chosen on the screen (absent: the API guesses). */
  mapping?: CsvMappingInput;
}

/** POST /api/users/{id}/imports: reads the files and answers what an import would do; changes nothing. */
export function previewImport(
  userId: number,
  upload: ImportUpload,
): Promise<ImportPreviewResponse> {
  const body = new FormData();
  // The fields before the files: the server reads the form in order.
  body.append('source', upload.source);
  if (upload.mapping) body.append('mapping', JSON.stringify(upload.mapping));
  for (const file of upload.files) body.append('file', file, file.name);
  return restRequest<ImportPreviewResponse>(`/api/users/${userId}/imports`, {
    method: 'POST',
    body,
  });
}

/** POST .../imports/{importId}/commit: imports in batches, answers when done. */
export function commitImport(userId: number, importId: string): Promise<ImportCommitResponse> {
  return restRequest<ImportCommitResponse>(
    `/api/users/${userId}/imports/${encodeURIComponent(importId)}/commit`,
    { method: 'POST' },
  );
}

/** GET .../imports/{importId}: where a commit is, for the progress bar. */
export function importProgress(userId: number, importId: string): Promise<ImportProgress> {
  return restRequest<ImportProgress>(
    `/api/users/${userId}/imports/${encodeURIComponent(importId)}`,
  );
}

/** GET .../imports/setlistfm-fetches: whether the server fetches by username, and the latest fetch. */
export function setlistFmState(userId: number): Promise<SetlistFmFetchState> {
  return restRequest<SetlistFmFetchState>(`/api/users/${userId}/imports/setlistfm-fetches`);
}

/** POST .../imports/setlistfm-fetches: starts fetching a setlist.fm user's attended shows. */
export function startSetlistFmFetch(userId: number, username: string): Promise<SetlistFmFetch> {
  return restRequest<SetlistFmFetch>(`/api/users/${userId}/imports/setlistfm-fetches`, {
    method: 'POST',
    body: { username },
  });
}

/** GET .../setlistfm-fetches/{fetchId}: how far a fetch is. */
export function setlistFmFetchProgress(userId: number, fetchId: string): Promise<SetlistFmFetch> {
  return restRequest<SetlistFmFetch>(
    `/api/users/${userId}/imports/setlistfm-fetches/${encodeURIComponent(fetchId)}`,
  );
}

/** POST .../setlistfm-fetches/{fetchId}/preview: the import's preview of the fetched pages. */
export function previewSetlistFmFetch(
  userId: number,
  fetchId: string,
): Promise<ImportPreviewResponse> {
  return restRequest<ImportPreviewResponse>(
    `/api/users/${userId}/imports/setlistfm-fetches/${encodeURIComponent(fetchId)}/preview`,
    { method: 'POST' },
  );
}
