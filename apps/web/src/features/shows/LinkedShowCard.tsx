import type { FestivalRef, GigRef, Show, UserSummary } from '@gigrank/domain';
import {
  ShowCard,
  type ShowCardProps,
  type ShowCardShowLinkRenderer,
  type ShowCardVariant,
  type ShowCardVenueLinkRenderer,
} from '@gigrank/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { VenueLink } from '../festivals';
import { useLikeShow } from '../social';
import classes from './LinkedShowCard.module.css';
import { ArtistLink } from '../../components/AnchorLink';

export interface LinkedShowCardProps {
  show: Show;
  /** 'feed': Home's feeds; 'artist': the artist, venue and festival pages; 'gig': a gig page. */
  variant: ShowCardVariant;
  /** Feed: 'now' for the relative time (ms). */
  now?: number;
  /** False on the festival's own page: a set's stage and time without 'Set at ...'. */
  festivalName?: boolean;
  /** Artist names shown as plain text: the artist page's own artist, which would link to itself. */
  plainArtist?: (name: string) => boolean;
}

/**
 * A show card with the app's links, written once for every page that lists
 * shows (Home's feeds, the artist, venue, festival and gig pages): the card
 * opens /show/{id}; the poster, artists, festival, venue, 'Also there' (the
 * gig) and the comment count are router links; the feed and gig cards have
 * the like toggle. The card itself: packages/ui ShowCard.
 */
export function LinkedShowCard(props: LinkedShowCardProps) {
  // The artist variant has no like toggle: no like mutations for each of its (many) cards.
  return props.variant === 'artist' ? (
    <RoutedShowCard {...props} />
  ) : (
    <LikeableShowCard {...props} />
  );
}

function LikeableShowCard(props: LinkedShowCardProps) {
  const likes = useLikeShow();
  return (
    <RoutedShowCard
      {...props}
      liked={props.show.likedByMe ?? false}
      likesCount={props.show.likesCount ?? 0}
      onToggleLike={likes.toggle}
    />
  );
}

function RoutedShowCard({
  show,
  variant,
  now,
  festivalName,
  plainArtist,
  ...likes
}: LinkedShowCardProps & Pick<ShowCardProps, 'liked' | 'likesCount' | 'onToggleLike'>) {
  const navigate = useNavigate();
  return (
    <ShowCard
      variant={variant}
      show={show}
      now={now}
      festivalName={festivalName}
      onOpen={(s) => void navigate({ to: '/show/$id', params: { id: s.id } })}
      renderUserLink={variant === 'feed' ? feedUserLink : identityUserLink}
      renderArtistLink={(name, children) =>
        plainArtist?.(name) ? (
          children
        ) : (
          <ArtistLink name={name} className={classes.link}>
            {children}
          </ArtistLink>
        )
      }
      renderFestivalLink={festivalLink}
      renderVenueLink={venueLink}
      renderGigLink={gigLink}
      renderShowLink={showLink}
      {...likes}
    />
  );
}

/**
 * The feed's poster: their username, linking to /user/{id} as the SPEC's
 * route table has it ("Linked from the activity feed to a user"); that route
 * redirects to /profile/{id}. The link's name is the username it shows.
 */
function feedUserLink(user: UserSummary, children: ReactNode) {
  return (
    <Link to="/user/$userId" params={{ userId: String(user.id) }} className={classes.link}>
      {children}
    </Link>
  );
}

/**
 * The other cards' poster: avatar, display name and @handle, one link to
 * /profile/{id} (the own profile too, in owner mode), named by the name and
 * handle it shows (WCAG 2.5.3: the visible text is the name).
 */
function identityUserLink(user: UserSummary, children: ReactNode) {
  return (
    <Link
      to="/profile/$id"
      params={{ id: user.id }}
      className={`${classes.link} ${classes.identity}`}
    >
      {children}
    </Link>
  );
}

function festivalLink(festival: FestivalRef, children: ReactNode) {
  return (
    <Link to="/festival/$id" params={{ id: festival.id }} className={classes.link}>
      {children}
    </Link>
  );
}

const venueLink: ShowCardVenueLinkRenderer = (venue, children) => (
  <VenueLink venueId={venue.id} className={classes.link} c="inherit" underline="never">
    {children}
  </VenueLink>
);

function gigLink(gig: GigRef, children: ReactNode) {
  return (
    <Link to="/gig/$artistId/$cityId/$date" params={gig} className={classes.link}>
      {children}
    </Link>
  );
}

const showLink: ShowCardShowLinkRenderer = (s, props) => (
  <Link {...props} to="/show/$id" params={{ id: s.id }} />
);
