import type { Show } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { importEntryText, isImportEntry } from './feed-entry-text';

const user = { id: 2, username: 'lena', displayName: 'Lena', profilePicture: null };

describe("an import's feed entry", () => {
  it.each([
    [20, 'Lena imported 20 shows'],
    [1, 'Lena imported 1 show'],
  ])('%i shows: %s', (importedShows, text) => {
    expect(importEntryText({ user, importedShows })).toBe(text);
  });

  it('is told from a show by importedShows', () => {
    const show = { id: 1, user } as Show;
    expect(isImportEntry(show)).toBe(false);
    expect(isImportEntry({ ...show, importedShows: 3 })).toBe(true);
  });
});
