import { Avatar, Group, Text } from '@mantine/core';
import { alsoThereText, type GigRef, type Show } from '@gigrank/domain';
import type { ShowCardLinkRenderer } from './show-card-parts';
import { tone } from './tokens';
import { UserAvatar } from './UserAvatar';

/** The gig a show was at, when the show says which (artist, city and date). */
function gigOf(show: Show): GigRef | null {
  const { artistId, cityId } = show;
  return artistId && cityId ? { artistId, cityId, date: show.date } : null;
}

/**
 * 'Also there: Ana, Rui and 10 others' (people the viewer follows first),
 * with the named people's avatars; a link to the gig's page when
 * `renderGigLink` is given. Nothing when nobody else logged the gig.
 */
export function ShowCardAlsoThere({
  show,
  renderGigLink,
}: {
  show: Show;
  renderGigLink?: ShowCardLinkRenderer<GigRef>;
}) {
  const text = alsoThereText(show.alsoThere);
  if (!text || !show.alsoThere) return null;
  const gig = gigOf(show);
  return (
    <Group gap={8} wrap="nowrap" align="center" data-testid="also-there">
      <Avatar.Group spacing={6} aria-hidden style={{ flexShrink: 0 }}>
        {show.alsoThere.names.map((goer) => (
          <UserAvatar
            key={goer.id}
            displayName={goer.displayName}
            profilePicture={goer.profilePicture}
            radius="xl"
            size={22}
          />
        ))}
      </Avatar.Group>
      <Text fz="sm" fw={600} c={tone.inkSoft} style={{ overflowWrap: 'anywhere' }}>
        {gig && renderGigLink ? renderGigLink(gig, text) : text}
      </Text>
    </Group>
  );
}
