// Imported (unscored) shows through the documented import paths: preview, then commit.
import type { APIRequestContext } from '@playwright/test';
import type {
  ImportCommitResponse,
  ImportPreviewResponse,
  ImportSource,
  User,
} from '@gigrank/domain';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expectOk } from './seed';

/** The signed-in user of `request` (its cookies): whose account the import fills. */
async function signedInId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/auth/me');
  await expectOk(response);
  const body = (await response.json()) as { user?: User } & Partial<User>;
  const id = body.user?.id ?? body.id;
  if (typeof id !== 'number') throw new Error(`No signed-in user: ${JSON.stringify(body)}`);
  return id;
}

/**
 * Imports files as the user signed in on `request`: `POST /api/users/{id}/imports`
 * (multipart: `source`, one `file` part each), then `.../imports/{importId}/commit`.
 * Resolves with the preview and the commit's counts.
 */
export async function importFiles(
  request: APIRequestContext,
  source: ImportSource,
  files: { name: string; type: string; text: string }[],
): Promise<{ preview: ImportPreviewResponse; commit: ImportCommitResponse }> {
  const id = await signedInId(request);
  const form = new FormData();
  form.append('source', source);
  for (const file of files)
    form.append('file', new Blob([file.text], { type: file.type }), file.name);
  const previewed = await request.post(`/api/users/${id}/imports`, { multipart: form });
  await expectOk(previewed);
  const preview = (await previewed.json()) as ImportPreviewResponse;
  const committed = await request.post(`/api/users/${id}/imports/${preview.importId}/commit`);
  await expectOk(committed);
  return { preview, commit: (await committed.json()) as ImportCommitResponse };
}

/** One CSV row of an import (header `date,artist,city,country,score`); no score: unscored. */
export interface CsvShow {
  date: string;
  artist: string;
  city?: string;
  country?: string;
  score?: number;
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV of shows with the header `date,artist,city,country,score`, empty cells where not given. */
export function csvOf(shows: readonly CsvShow[]): string {
  const lines = shows.map((show) =>
    [show.date, show.artist, show.city ?? 'Lisbon', show.country ?? 'PT', show.score ?? '']
      .map((cell) => csvCell(String(cell)))
      .join(','),
  );
  return ['date,artist,city,country,score', ...lines].join('\n') + '\n';
}

/** Imports a CSV text (see csvOf) as the user signed in on `request`; resolves with the counts. */
export async function importCsv(
  request: APIRequestContext,
  csvText: string,
): Promise<ImportCommitResponse> {
  const { commit } = await importFiles(request, 'csv', [
    { name: 'shows.csv', type: 'text/csv', text: csvText },
  ]);
  return commit;
}

/** A setlist.fm attended-list page of the domain's test fixtures (packages/domain/test/fixtures). */
export function setlistFmFixture(name: string): string {
  const path = fileURLToPath(
    new URL(`../../../../packages/domain/test/fixtures/setlistfm/${name}`, import.meta.url),
  );
  return readFileSync(path, 'utf8');
}

/** Imports setlist.fm attended-list pages (their JSON texts) as the user signed in on `request`. */
export async function importSetlistFm(
  request: APIRequestContext,
  pages: readonly string[],
): Promise<ImportCommitResponse> {
  const { commit } = await importFiles(
    request,
    'setlistfm',
    pages.map((text, i) => ({ name: `attended-${i + 1}.json`, type: 'application/json', text })),
  );
  return commit;
}
