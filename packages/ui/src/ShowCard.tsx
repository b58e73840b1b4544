import {
  Badge,
  Box,
  Card,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  type CardProps,
} from '@mantine/core';
import { formatShowDate, type Show, type UserSummary } from '@gigrank/domain';
import { IconCalendar, IconMapPin, IconMicrophone2 } from '@tabler/icons-react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { ScoreBadge, VerdictLabel } from './score';
import { UserAvatar } from './UserAvatar';

/** How many photo thumbnails a card shows before '+n'. */
export const SHOW_CARD_THUMBNAILS = 4;

/**
 * Renders a link: the app passes its router's Link so this package stays
 * router-free. `children` is the link's content; the element must be an
 * `<a>` (or a button) so that clicking it does not also open the card.
 */
export type ShowCardLinkRenderer<T> = (target: T, children: ReactNode) => ReactNode;

export interface ShowCardProps extends Omit<CardProps, 'children'> {
  show: Show;
  /** Opens the show (its page); called on a click or Enter/Space anywhere outside a link. */
  onOpen?: (show: Show) => void;
  /** Wraps the poster's avatar and name in a link to their profile. */
  renderUserLink?: ShowCardLinkRenderer<UserSummary>;
  /** Wraps an artist name (main artist, guests) in a link to the artist page. */
  renderArtistLink?: ShowCardLinkRenderer<string>;
  /** Extra content under the card's body (likes, comments...). */
  footer?: ReactNode;
}

/**
 * True when the event started on a link, button or field inside the card (not
 * the card itself): such clicks do their own thing and must not open the card.
 */
export function fromInnerControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const control = target?.closest('a, button, input, textarea, select, [role="button"]');
  return !!control && control !== event.currentTarget;
}

function plain<T>(_target: T, children: ReactNode): ReactNode {
  return children;
}

/**
 * A show as the artist page and the activity feed list it: the poster (avatar
 * and name), the date, venue and city, the score and verdict, the artist; for
 * a guest appearance the main artist and a 'Guest appearance' badge; other
 * guests as 'with ...'; a strip of photo thumbnails. The whole card opens the
 * show, except its links.
 */
export function ShowCard({
  show,
  onOpen,
  renderUserLink = plain,
  renderArtistLink = plain,
  footer,
  ...props
}: ShowCardProps) {
  const isGuest = show.isGuestAppearance === true;
  const artist = isGuest ? (show.mainArtist ?? show.artist) : show.artist;
  const date = formatShowDate(show.date);
  const place = [show.venue, show.city || 'Unknown location'].filter(Boolean).join(', ');
  const guests = show.guestAppearances.map((g) => g.artist);
  const thumbnails = show.photos.slice(0, SHOW_CARD_THUMBNAILS);
  const morePhotos = show.photos.length - thumbnails.length;
  const label = `${artist} on ${date} by ${show.user.displayName}`;

  const open = onOpen ? () => onOpen(show) : undefined;

  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="md"
      aria-label={label}
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
        {renderUserLink(
          show.user,
          <Group gap="sm" wrap="nowrap" miw={0} component="span">
            <UserAvatar
              displayName={show.user.displayName}
              profilePicture={show.user.profilePicture}
              radius="xl"
              size={40}
            />
            <Stack gap={0} miw={0} component="span">
              <Text fw={700} c="midnight.9" truncate="end" component="span">
                {show.user.displayName}
              </Text>
              <Text fz="xs" c="dimmed" truncate="end" component="span">
                @{show.user.username}
              </Text>
            </Stack>
          </Group>,
        )}
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <ScoreBadge score={show.score} size="lg" />
          <VerdictLabel rating={show.rating} size="xs" />
        </Stack>
      </Group>

      <Stack gap={6} mt="sm">
        <Group gap={8} wrap="wrap" align="center">
          <IconMicrophone2 size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={800} fz="lg" c="midnight.9" lh={1.25} component="span">
            {renderArtistLink(artist, artist)}
          </Text>
          {isGuest ? (
            <Badge color="spotlight.3" c="midnight.9" variant="filled" radius="sm" tt="none">
              Guest appearance
            </Badge>
          ) : null}
        </Group>
        {!isGuest && guests.length > 0 ? (
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
              {place}
            </Text>
          </Group>
        </Group>
      </Stack>

      {thumbnails.length > 0 ? (
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

      {footer}
    </Card>
  );
}

/** A placeholder card while shows load. */
export function ShowCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle height={40} />
          <Stack gap={6}>
            <Skeleton height={12} width={120} />
            <Skeleton height={10} width={80} />
          </Stack>
        </Group>
        <Skeleton height={26} width={44} radius="sm" />
      </Group>
      <Skeleton height={18} width="55%" mt="md" />
      <Skeleton height={12} width="70%" mt="sm" />
    </Card>
  );
}
