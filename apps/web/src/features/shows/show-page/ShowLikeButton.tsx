import { pluralize, type Show } from '@gigrank/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconMessageCircle } from '@tabler/icons-react';
import { useLikeShow } from '../../social';

/**
 * The show page's like toggle (DECISIONS.md): pressed when the viewer likes
 * the show (filled, its heart too), with the like count and the comment count
 * beside it. It says 'Like' either way, inside its name 'Like this show' (WCAG
 * 2.5.3); its state is the pressed state, not its words. Optimistic:
 * the show page and every cached feed flip at once and revert on error
 * (useLikeShow).
 */
export function ShowLikeButton({ show }: { show: Show }) {
  const likes = useLikeShow();
  const liked = show.likedByMe ?? false;
  const likesCount = show.likesCount ?? 0;
  const commentsCount = show.commentsCount ?? 0;
  const Heart = liked ? IconHeartFilled : IconHeart;

  return (
    <Group gap="md" wrap="wrap" style={{ rowGap: 8 }}>
      <Button
        variant={liked ? 'filled' : 'light'}
        color="encore"
        radius="xl"
        size="md"
        aria-pressed={liked}
        // While a like or unlike is on its way, another click is ignored
        // (useLikeShow): said to assistive technology, and to the tests.
        aria-busy={likes.pending}
        aria-label="Like this show"
        leftSection={<Heart size={20} aria-hidden />}
        onClick={() => likes.toggle(show)}
      >
        Like
      </Button>
      <Group gap="md" aria-live="polite">
        <Text fw={700} c="bright" data-testid="show-likes-count">
          {pluralize(likesCount, 'like')}
        </Text>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMessageCircle size={18} aria-hidden />
          <Text fw={600} c="dimmed" data-testid="show-comments-count">
            {pluralize(commentsCount, 'comment')}
          </Text>
        </Group>
      </Group>
    </Group>
  );
}
