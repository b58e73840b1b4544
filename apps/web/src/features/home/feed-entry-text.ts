import { pluralize, type Show } from '@gigrank/domain';

/** A feed entry that stands for an import rather than for one show. */
export type ImportEntry = Show & { importedShows: number };

export function isImportEntry(show: Show): show is ImportEntry {
  return show.importedShows !== undefined;
}

/** What an import's feed entry says: 'Lena imported 20 shows'. */
export function importEntryText(entry: Pick<ImportEntry, 'user' | 'importedShows'>): string {
  return `${entry.user.displayName} imported ${pluralize(entry.importedShows, 'show')}`;
}
