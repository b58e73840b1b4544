import { MantineProvider } from '@mantine/core';
import type { Show } from '@gigrank/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { showCardFacts } from '../src/show-card-facts';
import { RankedShowRow } from '../src/RankedShowRow';
import { ShowCard, type ShowCardProps } from '../src/ShowCard';

const show: Show = {
  id: 7,
  userId: 3,
  user: { id: 3, username: 'ana_p', displayName: 'Ana P', profilePicture: null },
  artist: 'Nile Rodgers',
  venue: 'Coliseu',
  city: 'Lisbon',
  date: '2025-06-01',
  favoriteSong: 'Le Freak',
  notes: 'Encore went on for half an hour.',
  score: 92,
  rating: null,
  photos: [],
  guestAppearances: [
    { id: 1, artist: 'Chic' },
    { id: 2, artist: 'Daft Punk' },
  ],
  rank: 1,
  createdAt: '2025-06-02T10:00:00.000Z',
  likesCount: 4,
  commentsCount: 2,
  setlist: [],
  festival: null,
  venueId: null,
};

const guestListing: Show = {
  ...show,
  artist: 'Chic',
  isGuestAppearance: true,
  mainArtist: 'Nile Rodgers',
};

function html(props: ShowCardProps): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <ShowCard {...props} />
    </MantineProvider>,
  );
}

/** The text a reader sees (tags dropped, entities of the fixtures decoded). */
function text(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const link = (target: unknown, children: ReactNode) => (
  <a href={`#${String(target)}`}>{children}</a>
);

describe('showCardFacts', () => {
  it('names the feed card by username and the artist page card by display name', () => {
    expect(showCardFacts(show, 'feed').label).toBe('Nile Rodgers on June 1, 2025 by ana_p');
    expect(showCardFacts(show, 'artist').label).toBe('Nile Rodgers on June 1, 2025 by Ana P');
  });

  it('gives the city in the feed, venue and city on the artist page', () => {
    expect(showCardFacts(show, 'feed').place).toBe('Lisbon');
    expect(showCardFacts(show, 'artist').place).toBe('Coliseu, Lisbon');
    expect(showCardFacts({ ...show, venue: null }, 'artist').place).toBe('Lisbon');
    expect(showCardFacts({ ...show, city: ' ' }, 'feed').place).toBe('Unknown location');
  });

  it('derives the verdict from the score; an unscored show has none, whatever was stored', () => {
    expect(showCardFacts({ ...show, score: 92, rating: 'disliked' }, 'feed').rating).toBe('loved');
    expect(showCardFacts({ ...show, score: 40 }, 'artist').rating).toBe('okay');
    expect(showCardFacts({ ...show, score: 39 }, 'artist').rating).toBe('disliked');
    expect(showCardFacts({ ...show, score: null, rating: null }, 'feed').rating).toBeNull();
    expect(showCardFacts({ ...show, score: null, rating: 'loved' }, 'feed').rating).toBeNull();
  });

  it('titles a guest appearance with its main artist and no other guests', () => {
    const facts = showCardFacts(guestListing, 'artist');
    expect(facts).toMatchObject({ artist: 'Nile Rodgers', isGuest: true, guests: [] });
    expect(facts.label).toBe('Nile Rodgers on June 1, 2025 by Ana P');
  });
});

describe('ShowCard', () => {
  it('feed: poster link, guests, notes, song, rank and the like and comment controls', () => {
    const markup = html({
      show,
      variant: 'feed',
      now: Date.parse('2025-06-02T10:00:30.000Z'),
      renderUserLink: (user, children) => link(user.id, children),
      renderArtistLink: link,
      renderShowLink: (s, props) => <a {...props} href={`/show/${s.id}`} />,
      liked: true,
      likesCount: 5,
      onToggleLike: () => {},
    });
    expect(markup).toContain('aria-label="Nile Rodgers on June 1, 2025 by ana_p"');
    expect(markup).toContain('<a href="#3">ana_p</a>');
    const seen = text(markup);
    expect(seen).toContain('30 seconds ago');
    expect(seen).toContain('with Chic , Daft Punk');
    expect(seen).toContain('Lisbon');
    expect(seen).not.toContain('Coliseu');
    expect(seen).toContain('Loved it!');
    expect(seen).toContain('Encore went on for half an hour.');
    expect(seen).toContain('Favorite song: Le Freak');
    expect(seen).toContain('Ranked #1');
    expect(markup).toContain('aria-label="Score 92 out of 100"');
    // Each name starts with the count it shows (WCAG 2.5.3, label in name).
    expect(markup).toMatch(
      /aria-pressed="true" aria-label="5 likes, like this show">.*?Button-label">5<\/span>/,
    );
    expect(markup).toMatch(/aria-label="2 comments" href="\/show\/7">.*?Button-label">2<\/span>/);
    expect(seen).not.toContain('Guest appearance');
  });

  it("feed: 'Not yet ranked', and plain counts without the toggle and link", () => {
    const markup = html({ show: { ...show, rank: null }, variant: 'feed' });
    expect(text(markup)).toContain('Not yet ranked');
    expect(markup).toContain('aria-label="4 likes"');
    expect(markup).toContain('aria-label="2 comments"');
  });

  it("an unscored (imported) show: '-' in a neutral outline, no verdict, 'Not yet ranked'", () => {
    const unscored: Show = { ...show, score: null, rating: 'loved', rank: null };
    for (const variant of ['feed', 'artist'] as const) {
      const markup = html({ show: unscored, variant });
      const seen = text(markup);
      expect(markup).toContain('aria-label="No score"');
      expect(markup).not.toContain('Score 92');
      // Outlined in the neutral gray, not filled in a score band's colour.
      const badge = /<div [^>]*aria-label="No score"[^>]*>/.exec(markup)?.[0] ?? '';
      expect(badge).toContain('data-variant="outline"');
      expect(badge).toContain('--badge-color:var(--mantine-color-gray-outline)');
      expect(markup).toMatch(/aria-label="No score"><span[^>]*>-<\/span>/);
      for (const verdict of ['Loved it!', 'It was okay', "Didn't like it"]) {
        expect(seen).not.toContain(verdict);
      }
      if (variant === 'feed') expect(seen).toContain('Not yet ranked');
    }
  });

  it('artist page: the poster block is one link, venue and city, no feed extras', () => {
    const markup = html({
      show,
      variant: 'artist',
      renderUserLink: (user, children) => <a href={`/profile/${user.id}`}>{children}</a>,
    });
    expect(markup).toContain('aria-label="Nile Rodgers on June 1, 2025 by Ana P"');
    expect(markup).toMatch(/<a href="\/profile\/3"[^>]*>.*Ana P.*@ana_p.*<\/a>/);
    // The link is named by the name and handle it shows: the avatar's initial is hidden.
    expect(markup).toMatch(/<a href="\/profile\/3"><span[^>]*><div[^>]*aria-hidden="true"/);
    const seen = text(markup);
    expect(seen).toContain('Coliseu, Lisbon');
    expect(seen).toContain('with Chic , Daft Punk');
    for (const feedOnly of ['Favorite song:', 'Ranked #1', 'Encore went on', 'Comments']) {
      expect(markup).not.toContain(feedOnly);
    }
  });

  it("artist page: a guest appearance shows the main artist and 'Guest appearance'", () => {
    const seen = text(html({ show: guestListing, variant: 'artist' }));
    expect(seen).toContain('Nile Rodgers');
    expect(seen).toContain('Guest appearance');
    expect(seen).not.toContain('with ');
  });

  it("a festival set: 'Set at {festival}' linked, with its stage and time; the venue linked in the feed", () => {
    const set: Show = {
      ...show,
      festival: { id: 4, name: 'Primavera Sound', edition: 2026 },
      stage: 'Main stage',
      setTime: '21:30',
      venueId: 9,
    };
    const feed = html({
      show: set,
      variant: 'feed',
      renderFestivalLink: (festival, children) => link(`festival-${festival.id}`, children),
      renderVenueLink: (venue, children) => link(`venue-${venue.id}`, children),
    });
    expect(text(feed)).toContain('Set at Primavera Sound 2026 · Main stage · 21:30');
    expect(feed).toContain('<a href="#festival-4">Primavera Sound 2026</a>');
    expect(feed).toContain('<a href="#venue-9">Coliseu</a>');
    // The city stays as the spec words it.
    expect(text(feed)).toContain('Lisbon');
    // On the festival's own page: the stage and time only.
    const own = text(html({ show: set, variant: 'artist', festivalName: false }));
    expect(own).toContain('Main stage · 21:30');
    expect(own).not.toContain('Set at');
    // A show on its own, or a venue without a page: neither line nor link.
    const alone = html({ show, variant: 'feed', renderVenueLink: link });
    expect(text(alone)).not.toContain('Set at');
    expect(alone).not.toContain('href="#[object Object]"');
    expect(text(alone)).not.toContain('Coliseu');
  });

  it("'Also there: ...' links to the gig page, only when someone else logged the gig", () => {
    const goer = (id: number, displayName: string, isViewer = false) => ({
      id,
      username: displayName.toLowerCase(),
      displayName,
      profilePicture: null,
      followed: !isViewer,
      isViewer,
    });
    const atGig: Show = {
      ...show,
      artistId: 11,
      cityId: 22,
      alsoThere: { count: 12, names: [goer(5, 'Rui'), goer(6, 'Eva')] },
    };
    const gigLink = (
      gig: { artistId: number; cityId: number; date: string },
      children: ReactNode,
    ) => link(`${gig.artistId}/${gig.cityId}/${gig.date}`, children);
    for (const variant of ['feed', 'artist'] as const) {
      const markup = html({ show: atGig, variant, renderGigLink: gigLink });
      expect(markup).toContain(
        '<a href="#11/22/2025-06-01">Also there: Rui, Eva and 10 others</a>',
      );
    }
    const you = html({
      show: { ...atGig, alsoThere: { count: 1, names: [goer(1, 'Me', true)] } },
      variant: 'feed',
    });
    expect(text(you)).toContain('Also there: you');
    for (const alsoThere of [null, undefined, { count: 0, names: [] }]) {
      const markup = html({
        show: { ...atGig, alsoThere },
        variant: 'feed',
        renderGigLink: gigLink,
      });
      expect(markup).not.toContain('Also there');
    }
  });

  it('gig page: the poster, score, notes, song and counts; not what the page says once', () => {
    const markup = html({
      show: { ...show, alsoThere: { count: 3, names: [] }, artistId: 1, cityId: 2 },
      variant: 'gig',
      renderUserLink: (user, children) => <a href={`/profile/${user.id}`}>{children}</a>,
    });
    expect(markup).toContain('aria-label="Nile Rodgers on June 1, 2025 by Ana P"');
    expect(markup).toMatch(/<a href="\/profile\/3"[^>]*>.*Ana P.*@ana_p.*<\/a>/);
    const seen = text(markup);
    expect(seen).toContain('Encore went on for half an hour.');
    expect(seen).toContain('Favorite song: Le Freak');
    expect(markup).toContain('aria-label="Score 92 out of 100"');
    expect(markup).toContain('aria-label="4 likes"');
    for (const onThePage of ['Lisbon', 'June 1, 2025 ', 'with ', 'Ranked #1', 'Also there']) {
      expect(seen).not.toContain(onThePage);
    }
  });

  it('photos: four thumbnails named after the artist, the last with +n', () => {
    const photos = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      url: `/p${i}.png`,
      thumbnailUrl: `/t${i}.png`,
      width: 10,
      height: 10,
    }));
    const markup = html({ show: { ...guestListing, photos }, variant: 'artist' });
    expect(markup).toContain('aria-label="6 photos"');
    expect(markup.match(/alt="Photo \d of Nile Rodgers"/g)).toHaveLength(4);
    expect(text(markup)).toContain('+2');
  });
});

describe('RankedShowRow', () => {
  it("an unscored show: '-' for its place and score, read as 'Not yet ranked' and 'No score'", () => {
    const markup = renderToStaticMarkup(
      <MantineProvider>
        <RankedShowRow
          rank={null}
          total={12}
          artist="Nile Rodgers"
          date="June 1, 2025"
          city="Lisbon"
          score={null}
        />
      </MantineProvider>,
    );
    const seen = text(markup);
    expect(seen).toContain('Not yet ranked');
    expect(seen).not.toMatch(/Rank \d/);
    expect(markup).toContain('aria-label="No score"');
    expect(markup).not.toContain('data-rank=');
  });
});
