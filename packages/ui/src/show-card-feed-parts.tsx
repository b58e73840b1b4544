// The feed's parts of a show card: details (notes, song, rank), photos, likes and comments.
import { Badge, Box, Center, Group, Image, Text } from '@mantine/core';
import { tone } from './tokens';
import { pluralize, type Show } from '@gigrank/domain';
import { IconHeart, IconMessageCircle, IconMusic, IconTrophy } from './icon-sprite';
import { LabelledText } from './LabelledText';
import { CountButton, LikeButton } from './LikeButton';

import type { ShowCardShowLinkRenderer } from './show-card-links';
import { PhotoProcessing } from './PhotoProcessing';

/** How many photo thumbnails a card shows before '+n'. */
const SHOW_CARD_THUMBNAILS = 4;

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
          <LabelledText
            label="Favorite song"
            fz="sm"
            c={tone.inkSoft}
            style={{ overflowWrap: 'anywhere' }}
          >
            {show.favoriteSong}
          </LabelledText>
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
          {photo.processing ? (
            <PhotoProcessing w={64} h={64} label={false} />
          ) : (
            <Image
              src={photo.thumbnailUrl}
              alt={`Photo ${i + 1} of ${artist}`}
              w={64}
              h={64}
              radius="md"
              fit="cover"
              loading="lazy"
            />
          )}
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
 * is given, the comments a link to the show when `renderShowLink` is. Each
 * one's name starts with the count it shows ('6 likes, like this show', '2 comments').
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
        <Group gap={4} c="dimmed" aria-label={pluralize(likes, 'like')}>
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
          aria-label={pluralize(comments, 'comment')}
          renderRoot={(rootProps) => renderShowLink(show, rootProps)}
        />
      ) : (
        <Group gap={4} c="dimmed" aria-label={pluralize(comments, 'comment')}>
          <IconMessageCircle size={18} aria-hidden />
          <span>{comments}</span>
        </Group>
      )}
    </Group>
  );
}
