import {
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  type ButtonProps,
  type CardProps,
} from '@mantine/core';
import { formatShowDate, ratingFromScore, relativeTime, type Show } from '@gigrank/domain';
import {
  IconCalendar,
  IconHeart,
  IconHeartFilled,
  IconMapPin,
  IconMessageCircle,
  IconMicrophone2,
  IconMusic,
  IconTrophy,
} from '@tabler/icons-react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { ScoreBadge, VerdictLabel } from './score';
import { fromInnerControl, SHOW_CARD_THUMBNAILS, type ShowCardLinkRenderer } from './ShowCard';
import { UserAvatar } from './UserAvatar';

/**
 * Renders the router's link to a show with the given props (className,
 * children, aria-label...): the app passes `(show, props) => <Link {...props} to=... />`.
 */
export type FeedCardShowLinkRenderer = (show: Show, props: Record<string, unknown>) => ReactNode;

export interface LikeButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  liked: boolean;
  count: number;
  onToggle: () => void;
}

/** A like toggle: a heart and the count; pressed when the viewer likes the show. */
export function LikeButton({ liked, count, onToggle, ...props }: LikeButtonProps) {
  const Heart = liked ? IconHeartFilled : IconHeart;
  return (
    <Button
      variant={liked ? 'light' : 'subtle'}
      color={liked ? 'encore' : 'gray'}
      c={liked ? 'encore.7' : 'dimmed'}
      size="compact-sm"
      radius="xl"
      aria-pressed={liked}
      aria-label={`Like (${count})`}
      leftSection={<Heart size={18} aria-hidden />}
      onClick={onToggle}
      {...props}
    >
      {count}
    </Button>
  );
}

export interface FeedCardProps extends Omit<CardProps, 'children'> {
  show: Show;
  /** 'Now' for the relative time (ms); pass a ticking value to keep times fresh. */
  now?: number;
  /** Opens the show; called on a click or Enter/Space anywhere outside a link or button. */
  onOpen?: (show: Show) => void;
  /** Wraps the poster's avatar and username in a link to their page. */
  renderUserLink?: ShowCardLinkRenderer<Show>;
  /** Wraps an artist name (main artist, guests) in a link to the artist page. */
  renderArtistLink?: ShowCardLinkRenderer<string>;
  /** Renders the comment count as a link to the show; without it the count is plain text. */
  renderShowLink?: FeedCardShowLinkRenderer;
  /** The viewer's like; without it the count shows without a toggle. */
  liked?: boolean;
  likesCount?: number;
  onToggleLike?: (show: Show) => void;
}

function plain<T>(_target: T, children: ReactNode): ReactNode {
  return children;
}

/**
 * A show in the activity feed (SPEC section 2): the poster's username and a
 * relative time, the artist and 'with ...' guests (each clickable), the date,
 * the city (or 'Unknown location'), the score (or '-') in its colour with the
 * verdict of that score, the notes, 'Favorite song:', 'Ranked #{rank}' or
 * 'Not yet ranked', photo thumbnails, and the like and comment counts. The
 * card body opens the show.
 */
export function FeedCard({
  show,
  now,
  onOpen,
  renderUserLink = plain,
  renderArtistLink = plain,
  renderShowLink,
  liked,
  likesCount,
  onToggleLike,
  ...props
}: FeedCardProps) {
  const date = formatShowDate(show.date);
  const city = show.city.trim() || 'Unknown location';
  const guests = show.guestAppearances.map((g) => g.artist);
  // The label follows the score shown (SPEC section 2: "a label derived from the score").
  const rating = show.score !== null ? ratingFromScore(show.score) : show.rating;
  const thumbnails = show.photos.slice(0, SHOW_CARD_THUMBNAILS);
  const morePhotos = show.photos.length - thumbnails.length;
  const likes = likesCount ?? show.likesCount ?? 0;
  const comments = show.commentsCount ?? 0;
  const time = relativeTime(show.createdAt, now);
  const open = onOpen ? () => onOpen(show) : undefined;

  const commentsContent = (
    <>
      <IconMessageCircle size={18} aria-hidden />
      <span>{comments}</span>
    </>
  );

  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="md"
      aria-label={`${show.artist} on ${date} by ${show.user.username}`}
      tabIndex={open ? 0 : undefined}
      data-clickable={open ? true : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!open || fromInnerControl(event)) return;
        open();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (!open || event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          open();
        }
      }}
      style={open ? { cursor: 'pointer' } : undefined}
      {...props}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <UserAvatar
            displayName={show.user.displayName}
            profilePicture={show.user.profilePicture}
            radius="xl"
            size={40}
            aria-hidden
          />
          <Stack gap={0} miw={0}>
            <Text fw={700} c="midnight.9" truncate="end" component="span">
              {renderUserLink(show, show.user.username)}
            </Text>
            {time ? (
              <Text fz="xs" c="dimmed" component="time" dateTime={show.createdAt}>
                {time}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <ScoreBadge score={show.score} size="lg" />
          <VerdictLabel rating={rating} size="xs" />
        </Stack>
      </Group>

      <Stack gap={6} mt="sm">
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconMicrophone2 size={18} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
          <Text fw={800} fz="lg" c="midnight.9" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {renderArtistLink(show.artist, show.artist)}
          </Text>
        </Group>
        {guests.length > 0 ? (
          <Text fz="sm" c="dimmed">
            with{' '}
            {guests.map((guest, i) => (
              <span key={guest}>
                {i > 0 ? ', ' : null}
                {renderArtistLink(guest, guest)}
              </span>
            ))}
          </Text>
        ) : null}
        <Group gap={4} c="dimmed" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={15} aria-hidden />
            <Text fz="sm" component="span">
              {date}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap" miw={0}>
            <IconMapPin size={15} aria-hidden style={{ flexShrink: 0 }} />
            <Text fz="sm" component="span" lineClamp={1}>
              {city}
            </Text>
          </Group>
        </Group>
        {show.notes ? (
          <Text
            fz="sm"
            c="midnight.8"
            lineClamp={4}
            pl="sm"
            style={{
              borderLeft: '3px solid var(--mantine-color-cream-3)',
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
            <Text fz="sm" c="midnight.8" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} inherit>
                Favorite song:
              </Text>{' '}
              {show.favoriteSong}
            </Text>
          </Group>
        ) : null}
        <Group gap={6}>
          <Badge
            variant={show.rank !== null ? 'light' : 'outline'}
            color={show.rank !== null ? 'spotlight' : 'gray'}
            c={show.rank !== null ? 'spotlight.9' : 'dimmed'}
            radius="sm"
            tt="none"
            fw={700}
            leftSection={show.rank !== null ? <IconTrophy size={12} aria-hidden /> : null}
          >
            {show.rank !== null ? `Ranked #${show.rank}` : 'Not yet ranked'}
          </Badge>
        </Group>
      </Stack>

      {thumbnails.length > 0 ? (
        <Group gap={6} mt="sm" wrap="nowrap" aria-label={`${show.photos.length} photos`}>
          {thumbnails.map((photo, i) => (
            <Box key={photo.id} pos="relative" style={{ flexShrink: 0 }}>
              <Image
                src={photo.thumbnailUrl}
                alt={`Photo ${i + 1} of ${show.artist}`}
                w={64}
                h={64}
                radius="md"
                fit="cover"
                loading="lazy"
              />
              {i === thumbnails.length - 1 && morePhotos > 0 ? (
                <Box
                  pos="absolute"
                  inset={0}
                  bg="rgba(31, 18, 53, 0.6)"
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  <Text c="white" fw={700} fz="sm">
                    +{morePhotos}
                  </Text>
                </Box>
              ) : null}
            </Box>
          ))}
        </Group>
      ) : null}

      <Divider my="sm" color="gray.2" />
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
          <Button
            variant="subtle"
            color="gray"
            c="dimmed"
            size="compact-sm"
            radius="xl"
            aria-label={`Comments (${comments})`}
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            renderRoot={(rootProps) => renderShowLink(show, rootProps)}
          >
            {comments}
          </Button>
        ) : (
          <Group gap={4} c="dimmed" aria-label={`${comments} comments`}>
            {commentsContent}
          </Group>
        )}
      </Group>
    </Card>
  );
}

/** A placeholder feed card while the feed loads. */
export function FeedCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle height={40} />
          <Stack gap={6}>
            <Skeleton height={12} width={110} />
            <Skeleton height={10} width={70} />
          </Stack>
        </Group>
        <Skeleton height={26} width={44} radius="sm" />
      </Group>
      <Skeleton height={18} width="55%" mt="md" />
      <Skeleton height={12} width="70%" mt="sm" />
      <Skeleton height={12} width="85%" mt="sm" />
      <Skeleton height={20} width={110} mt="sm" radius="sm" />
      <Group gap="xs" mt="md">
        <Skeleton height={22} width={52} radius="xl" />
        <Skeleton height={22} width={52} radius="xl" />
      </Group>
    </Card>
  );
}
