import { formatShowDate, pluralize, PRODUCT_NAME } from '@gigrank/domain';

/** The gig page's heading: 'Radiohead in Lisbon, June 1, 2025'. */
export function gigTitle(gig: { artist: string; city: string; date: string }): string {
  return `${gig.artist} in ${gig.city}, ${formatShowDate(gig.date)}`;
}

/** The tab's title: 'Radiohead in Lisbon, June 1, 2025 | Gigrank'. */
export function gigDocumentTitle(gig: { artist: string; city: string; date: string }): string {
  return `${gigTitle(gig)} | ${PRODUCT_NAME}`;
}

/** '12 people logged this gig', '1 person logged this gig'. */
export function gigLoggedText(count: number): string {
  return `${pluralize(count, 'person', 'people')} logged this gig`;
}

/** Under a gig page's list when it holds only the best of them: 'The best 100 of 140 shows'. */
export function gigListedText(listed: number, count: number): string | null {
  return count > listed ? `The best ${listed} of ${count} shows` : null;
}
