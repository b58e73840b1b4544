import { tasteMatchSentence, type BothLovedArtist, type User } from '@gigrank/domain';
import { Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';
import { ArtistAnchor } from '../../components/AnchorLink';
import { QueryLoadError } from '../../components/QueryLoadError';
import { ProfileSection } from '../../components/ProfileSection';
import { ChipList } from '../../components/ChipList';
import { busyRegion } from '../../components/busy-region';

/**
 * Taste match on another user's profile: 'You agree 82% on 14
 * artists you both rated' (the formula: packages/domain taste.ts) and the
 * artists both loved, each linking to its page. Nothing on the own profile,
 * nor when the two have no artist in common.
 */
export function TasteMatchCard({ user, isOwner }: { user: User; isOwner: boolean }) {
  if (isOwner) return null;
  return <TasteMatch user={user} />;
}

function TasteMatch({ user }: { user: User }) {
  const match = trpc.profile.tasteMatch.useQuery({ userId: user.id });
  if (match.isPending) {
    return (
      <Stack gap={0} {...busyRegion('Loading taste match')}>
        <Skeleton height={104} radius="lg" />
      </Stack>
    );
  }
  if (match.isError) {
    return <QueryLoadError title="Failed to load taste match" query={match} />;
  }
  if (!match.data) return null;
  const { percent, bothLoved } = match.data;
  return (
    <ProfileSection
      titleId="taste-match-title"
      title="Taste match"
      icon={IconHeartHandshake}
      color="encore"
    >
      <Stack gap="sm">
        <Text fw={700} c="bright" data-testid="taste-match-sentence">
          {tasteMatchSentence(match.data)}
        </Text>
        {/* The sentence says the figure; the bar only draws it. */}
        <Progress value={percent} color="encore" size="sm" radius="xl" aria-hidden />
        {bothLoved.length > 0 ? <BothLoved artists={bothLoved} them={firstName(user)} /> : null}
      </Stack>
    </ProfileSection>
  );
}

/** The name a short line calls someone by: the first word of their display name. */
const firstName = (user: Pick<User, 'displayName'>) =>
  user.displayName.trim().split(/\s+/)[0] ?? user.displayName;

function BothLoved({ artists, them }: { artists: BothLovedArtist[]; them: string }) {
  return (
    <ChipList
      title="Artists you both loved"
      titleId="both-loved-title"
      items={artists}
      keyOf={(a) => a.artistName}
      mt={4}
    >
      {(a) => (
        <>
          <ArtistAnchor
            name={a.artistName}
            fw={700}
            c="bright"
            fz="sm"
            style={{ overflowWrap: 'anywhere' }}
          />
          <Text fz="xs" c="dimmed">
            You {Math.round(a.yourAvg)} · {them} {Math.round(a.theirAvg)}
          </Text>
        </>
      )}
    </ChipList>
  );
}
