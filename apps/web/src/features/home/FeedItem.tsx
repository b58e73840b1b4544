import type { Show } from '@gigrank/domain';
import { ShowCard } from '@gigrank/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { VenueLink } from '../festivals/place-links';
import { useLikeShow } from '../social/use-like-show';
import classes from './Home.module.css';

/** A show in one of Home's feeds (Following, Everyone): the feed's card with its links. */
export function FeedItem({ show, now }: { show: Show; now: number }) {
  const navigate = useNavigate();
  const likes = useLikeShow();
  return (
    <ShowCard
      variant="feed"
      show={show}
      now={now}
      onOpen={(s) => void navigate({ to: '/show/$id', params: { id: s.id } })}
      renderUserLink={(user, children) => (
        <Link to="/user/$userId" params={{ userId: String(user.id) }} className={classes.link}>
          {children}
        </Link>
      )}
      renderArtistLink={(name, children) => (
        <Link to="/artist/$artistName" params={{ artistName: name }} className={classes.link}>
          {children}
        </Link>
      )}
      renderFestivalLink={(festival, children) => (
        <Link to="/festival/$id" params={{ id: festival.id }} className={classes.link}>
          {children}
        </Link>
      )}
      renderVenueLink={(venue, children) => (
        <VenueLink venueId={venue.id} className={classes.link} c="inherit" underline="never">
          {children}
        </VenueLink>
      )}
      renderGigLink={(gig, children) => (
        <Link to="/gig/$artistId/$cityId/$date" params={gig} className={classes.link}>
          {children}
        </Link>
      )}
      renderShowLink={(s, props) => <Link {...props} to="/show/$id" params={{ id: s.id }} />}
      liked={show.likedByMe ?? false}
      likesCount={show.likesCount ?? 0}
      onToggleLike={likes.toggle}
    />
  );
}
