import { Badge, Box, Card, Center, Group, Image, Stack, Text, type CardProps } from '@mantine/core';
import { tone } from './tokens';
import { type FestivalRef, type Show, type UserSummary, type VenueRef } from '@gigrank/domain';
import {
  IconBuildingStadium,
  IconCalendar,
  IconConfetti,
  IconHeart,
  IconMapPin,
  IconMessageCircle,
  IconMicrophone2,
  IconMusic,
  IconTrophy,
} from '@tabler/icons-react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { CountButton, LikeButton } from './LikeButton';
import type { ShowCardFacts, ShowCardVariant } from './show-card-facts';
import { UserAvatar } from './UserAvatar';
import { UserIdentity } from './UserIdentity';
import classes from './ShowCard.module.css';

/** How many photo thumbnails a card shows before '+n'. */
export const SHOW_CARD_THUMBNAILS = 4;

/**
 * Renders a link: the app passes its router's Link so this package stays
 * router-free. `children` is the link's content; the element must be an
 * `<a>` (or a button) so that clicking it does not also open the card.
 */
export type ShowCardLinkRenderer<T> = (target: T, children: ReactNode) => ReactNode;

/**
 * Renders the router's link to a show with the given props (className,
 * children, aria-label...): the app passes `(show, props) => <Link {...props} to=... />`.
 */
export type ShowCardShowLinkRenderer = (show: Show, props: Record<string, unknown>) => ReactNode;

/**
 * True when the event started on a link, button or field inside the card (not
 * the card itself): such clicks do their own thing and must not open the card.
 */
function fromInnerControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const control = target?.closest('a, button, input, textarea, select, [role="button"]');
  return !!control && control !== event.currentTarget;
}

/** The card, an article named `label`; with `onOpen`, a click or Enter/Space outside its links opens it. */
export function ShowCardFrame({
  onOpen,
  className,
  children,
  ...props
}: Omit<CardProps, 'onClick' | 'onKeyDown'> & {
  'aria-label': string;
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      component="article"
      className={className ? `${classes.card} ${className}` : classes.card}
      withBorder
      radius="lg"
      padding="md"
      tabIndex={onOpen ? 0 : undefined}
      data-clickable={onOpen ? true : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!onOpen || fromInnerControl(event)) return;
        onOpen();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (!onOpen || event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
      style={onOpen ? { cursor: 'pointer' } : undefined}
      {...props}
    >
      {children}
    </Card>
  );
}

/**
 * Who posted the show. The feed: the avatar, the username as a link and the
 * relative time. The artist and gig pages: avatar, display name and @handle, all one link.
 */
export function ShowCardPoster({
  variant,
  user,
  time,
  createdAt,
  renderUserLink,
}: {
  variant: ShowCardVariant;
  user: UserSummary;
  /** The relative time (feed). */
  time: string;
  createdAt: string;
  renderUserLink: ShowCardLinkRenderer<UserSummary>;
}) {
  if (variant !== 'feed') return renderUserLink(user, <UserIdentity user={user} />);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <UserAvatar
        displayName={user.displayName}
        profilePicture={user.profilePicture}
        radius="xl"
        size={40}
        aria-hidden
      />
      <Stack gap={0} miw={0}>
        <Text fw={700} c="bright" truncate="end" component="span">
          {renderUserLink(user, user.username)}
        </Text>
        {time ? (
          <Text fz="xs" c="dimmed" component="time" dateTime={createdAt}>
            {time}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/**
 * The artist line: in the feed a long name wraps beside its icon; on the
 * artist page the 'Guest appearance' badge may wrap under the name.
 */
const ARTIST_LINE = {
  feed: { wrap: 'nowrap', align: 'flex-start', iconTop: 4, lh: 1.3, component: 'p' },
  artist: { wrap: 'wrap', align: 'center', iconTop: 0, lh: 1.25, component: 'span' },
} as const;

/** The artist (a link), 'Guest appearance' on a guest listing, and the 'with ...' guests. */
export function ShowCardArtists({
  variant,
  facts,
  renderArtistLink,
}: {
  variant: Exclude<ShowCardVariant, 'gig'>;
  facts: ShowCardFacts;
  renderArtistLink: ShowCardLinkRenderer<string>;
}) {
  const line = ARTIST_LINE[variant];
  return (
    <>
      <Group gap={8} wrap={line.wrap} align={line.align}>
        <IconMicrophone2
          size={18}
          aria-hidden
          style={{ flexShrink: 0, marginTop: line.iconTop || undefined }}
        />
        <Text
          fw={800}
          fz="lg"
          c="bright"
          lh={line.lh}
          component={line.component}
          style={variant === 'feed' ? { overflowWrap: 'anywhere' } : undefined}
        >
          {renderArtistLink(facts.artist, facts.artist)}
        </Text>
        {/* Dark ink on a light amber fill that stays light in dark mode. */}
        {facts.isGuest ? (
          <Badge color="spotlight.3" c="midnight.9" variant="filled" radius="sm" tt="none">
            Guest appearance
          </Badge>
        ) : null}
      </Group>
      {facts.guests.length > 0 ? (
        <Text fz="sm" c="dimmed">
          with{' '}
          {facts.guests.map((guest, i) => (
            <span key={guest}>
              {i > 0 ? ', ' : null}
              {renderArtistLink(guest, guest)}
            </span>
          ))}
        </Text>
      ) : null}
    </>
  );
}

/** The date and the place, each with its icon; the venue's link before the place when given. */
export function ShowCardWhenWhere({
  date,
  place,
  venue,
}: {
  date: string;
  place: string;
  venue?: ReactNode;
}) {
  return (
    <Group gap={4} c="dimmed" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
      <Group gap={4} wrap="nowrap">
        <IconCalendar size={15} aria-hidden />
        <Text fz="sm" component="span">
          {date}
        </Text>
      </Group>
      {venue ? (
        <Group gap={4} wrap="nowrap" miw={0}>
          <IconBuildingStadium size={15} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm" component="span" lineClamp={1}>
            {venue}
          </Text>
        </Group>
      ) : null}
      <Group gap={4} wrap="nowrap" miw={0}>
        <IconMapPin size={15} aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="sm" component="span" lineClamp={1}>
          {place}
        </Text>
      </Group>
    </Group>
  );
}

/** 'Set at Primavera Sound 2026' (the festival a link when a renderer is given), with the stage and time. */
export function ShowCardFestival({
  festival,
  stage,
  setTime,
  renderFestivalLink,
  withName = true,
}: {
  festival: FestivalRef;
  stage?: string | null;
  setTime?: string | null;
  renderFestivalLink?: ShowCardLinkRenderer<FestivalRef>;
  /** False on the festival's own page: only the stage and time, when given. */
  withName?: boolean;
}) {
  const title = `${festival.name} ${festival.edition}`;
  const when = [stage?.trim(), setTime?.trim()].filter(Boolean).join(' · ');
  if (!withName) {
    return when ? (
      <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" data-testid="show-card-festival">
        <IconConfetti size={15} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {when}
        </Text>
      </Group>
    ) : null;
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" data-testid="show-card-festival">
      <IconConfetti size={15} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        Set at{' '}
        <Text span fw={700} c={tone.inkSoft} inherit>
          {renderFestivalLink ? renderFestivalLink(festival, title) : title}
        </Text>
        {when ? ` · ${when}` : null}
      </Text>
    </Group>
  );
}

/** A venue's name, a link to its page when it has one and a renderer is given. */
export type ShowCardVenueLinkRenderer = ShowCardLinkRenderer<VenueRef>;

/** 'Ranked #{rank}' stands out in the accent colour; 'Not yet ranked' is outlined and dim. */
const RANKED_BADGE = { variant: 'light', color: 'spotlight' } as const;
const UNRANKED_BADGE = { variant: 'outline', color: 'gray', c: 'dimmed' } as const;

/**
 * The feed's extras: the notes, 'Favorite song:', and 'Ranked #{rank}' or
 * 'Not yet ranked' (`rank`: not on a gig page, where ranks of different users sit side by side).
 */
export function ShowCardFeedDetails({ show, rank = true }: { show: Show; rank?: boolean }) {
  const ranked = show.rank !== null;
  return (
    <>
      {show.notes ? (
        <Text
          fz="sm"
          c={tone.inkSoft}
          lineClamp={4}
          pl="sm"
          style={{
            borderLeft: `3px solid ${tone.line}`,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          {show.notes}
        </Text>
      ) : null}
      {show.favoriteSong ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMusic size={15} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text fz="sm" c={tone.inkSoft} style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} inherit>
              Favorite song:
            </Text>{' '}
            {show.favoriteSong}
          </Text>
        </Group>
      ) : null}
      {rank ? (
        <Group gap={6}>
          <Badge
            {...(ranked ? RANKED_BADGE : UNRANKED_BADGE)}
            radius="sm"
            tt="none"
            fw={700}
            leftSection={ranked ? <IconTrophy size={12} aria-hidden /> : null}
          >
            {ranked ? `Ranked #${show.rank}` : 'Not yet ranked'}
          </Badge>
        </Group>
      ) : null}
    </>
  );
}

/** Up to SHOW_CARD_THUMBNAILS photo thumbnails, the last one with '+n' when there are more. */
export function ShowCardPhotos({ show, artist }: { show: Show; artist: string }) {
  const thumbnails = show.photos.slice(0, SHOW_CARD_THUMBNAILS);
  const morePhotos = show.photos.length - thumbnails.length;
  if (thumbnails.length === 0) return null;
  return (
    <Group gap={6} mt="sm" wrap="nowrap" aria-label={`${show.photos.length} photos`}>
      {thumbnails.map((photo, i) => (
        <Box key={photo.id} pos="relative" style={{ flexShrink: 0 }}>
          <Image
            src={photo.thumbnailUrl}
            alt={`Photo ${i + 1} of ${artist}`}
            w={64}
            h={64}
            radius="md"
            fit="cover"
            loading="lazy"
          />
          {i === thumbnails.length - 1 && morePhotos > 0 ? (
            <Center
              pos="absolute"
              inset={0}
              bg="rgba(31, 18, 53, 0.6)"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Text c="white" fw={700} fz="sm">
                +{morePhotos}
              </Text>
            </Center>
          ) : null}
        </Box>
      ))}
    </Group>
  );
}

/**
 * The feed's like and comment counts: the like a toggle when `onToggleLike`
 * is given, the comments a link to the show when `renderShowLink` is.
 */
export function ShowCardFeedActions({
  show,
  liked,
  likesCount,
  onToggleLike,
  renderShowLink,
}: {
  show: Show;
  liked?: boolean;
  likesCount?: number;
  onToggleLike?: (show: Show) => void;
  renderShowLink?: ShowCardShowLinkRenderer;
}) {
  const likes = likesCount ?? show.likesCount ?? 0;
  const comments = show.commentsCount ?? 0;
  return (
    <Group gap="xs">
      {onToggleLike ? (
        <LikeButton liked={liked ?? false} count={likes} onToggle={() => onToggleLike(show)} />
      ) : (
        <Group gap={4} c="dimmed" aria-label={`${likes} likes`}>
          <IconHeart size={18} aria-hidden />
          <Text fz="sm" component="span">
            {likes}
          </Text>
        </Group>
      )}
      {renderShowLink ? (
        <CountButton
          icon={<IconMessageCircle size={18} aria-hidden />}
          count={comments}
          aria-label={`Comments (${comments})`}
          renderRoot={(rootProps) => renderShowLink(show, rootProps)}
        />
      ) : (
        <Group gap={4} c="dimmed" aria-label={`${comments} comments`}>
          <IconMessageCircle size={18} aria-hidden />
          <span>{comments}</span>
        </Group>
      )}
    </Group>
  );
}
