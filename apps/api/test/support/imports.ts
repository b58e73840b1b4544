/**
 * An import through REST, as the import suites drive it: files posted for a
 * preview, the preview committed, and the user's shows read back from their
 * export (which holds them all, scored or not).
 */
import { expect } from 'vitest';
import type { ImportCommitResponse, ImportPreviewResponse, Show } from '@gigrank/domain';
import type { TestUser } from './requests';

/** The multipart parts of an import's files, named file-1, file-2, ... */
const importFiles = (texts: readonly (string | Buffer)[], type = 'text/csv') =>
  texts.map((data, i) => ({
    field: 'file',
    name: `file-${i + 1}`,
    type,
    data: typeof data === 'string' ? Buffer.from(data) : data,
  }));

/** POST .../imports: a preview of `texts` as `source` (for `ownerId`, the caller by default). */
export const previewImport = (
  who: TestUser,
  source: string,
  texts: readonly (string | Buffer)[],
  mapping?: unknown,
  ownerId = who.user.id,
) =>
  who.form(
    'POST',
    `/api/users/${ownerId}/imports`,
    { source, ...(mapping === undefined ? {} : { mapping: JSON.stringify(mapping) }) },
    importFiles(texts, source === 'csv' ? 'text/csv' : 'application/json'),
  );

/** previewImport that must succeed: its preview. */
export async function previewImportOk(
  who: TestUser,
  source: string,
  texts: readonly (string | Buffer)[],
  mapping?: unknown,
): Promise<ImportPreviewResponse> {
  const res = await previewImport(who, source, texts, mapping);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
}

/** POST .../imports/:importId/commit. */
export const commitImportRequest = (who: TestUser, importId: string) =>
  who.post(`/api/users/${who.user.id}/imports/${importId}/commit`);

/** commitImportRequest that must succeed: what it created. */
export async function commitImport(who: TestUser, importId: string): Promise<ImportCommitResponse> {
  const res = await commitImportRequest(who, importId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A CSV previewed and committed. */
export async function importCsv(who: TestUser, text: string) {
  const preview = await previewImportOk(who, 'csv', [text]);
  return { preview, commit: await commitImport(who, preview.importId) };
}

/** All of a user's shows, scored or not (their export holds them all). */
export async function exportedShows(who: TestUser): Promise<Show[]> {
  const res = await who.get(`/api/users/${who.user.id}/export`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().shows;
}
