import { lovedByParts, normalizeKey } from '@gigrank/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconMapPin, IconSparkles, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useCurrentUser } from '../auth';
import { AnchorLink } from '../../components/AnchorLink';
import { ListEmpty, ListStates } from '../../components/QueryStates';
import { AddToWantToSeeButton } from './AddToWantToSeeButton';
import { ArtistList } from './ArtistRow';
import { ProfileSection } from '../../components/ProfileSection';

type Recommendation = RouterOutputs['profile']['recommendations'][number];

/** SPEC section 2's placeholder: shown only when nothing can be recommended (DECISIONS.md). */
const FOR_YOU_PLACEHOLDER = 'Insights and recommendations will appear here as you add more shows.';

/**
 * The profile's For You tab (SPEC section 2, DECISIONS.md): a Recommendations
 * heading and the artists recommended to the signed-in user, each with its
 * reason (who loved it, each name linking to their profile) and an
 * 'Add to Want to See' button. Recommendations are the viewer's own, so
 * another user's profile points to the viewer's own tab instead.
 */
export function ForYou({ isOwner }: { isOwner: boolean }) {
  return (
    <ProfileSection
      titleId="for-you-title"
      title="Recommendations"
      icon={IconSparkles}
      color="encore"
    >
      {isOwner ? (
        <OwnRecommendations />
      ) : (
        <ListEmpty
          icon={IconSparkles}
          color="encore"
          title="Recommendations are personal"
          description="They come from the people you follow and the cities you visit. Yours are on your own profile."
          action={
            <Button
              mt="xs"
              variant="light"
              renderRoot={(props) => <Link {...props} to="/profile" search={{ tab: 'for-you' }} />}
            >
              See your recommendations
            </Button>
          }
        />
      )}
    </ProfileSection>
  );
}

function OwnRecommendations() {
  const me = useCurrentUser();
  const recommendations = trpc.profile.recommendations.useQuery();
  // The Want to See tab's own query: a row reads 'Saved' once the list has its artist.
  const wanted = trpc.wantToSee.list.useQuery({ userId: me.id });
  const saved = new Set((wanted.data ?? []).map((e) => normalizeKey(e.artistName)));
  const items = recommendations.data ?? [];
  return (
    <ListStates
      query={recommendations}
      rows={items}
      loading="Loading recommendations"
      rowHeight={58}
      errorMessage="Failed to load recommendations"
      empty={<ListEmpty icon={IconSparkles} color="encore" title={FOR_YOU_PLACEHOLDER} />}
    >
      <ArtistList
        label="Recommended artists"
        artists={items}
        // Picks loved by people you follow, or loved in a city you visit.
        row={(item) => ({
          icon: item.friends > 0 ? IconUsers : IconMapPin,
          color: item.friends > 0 ? 'encore' : 'midnight',
          details: (
            <Group gap="xs" justify="space-between" align="center" mt={2}>
              <Reason item={item} />
              <AddToWantToSeeButton
                artistName={item.artistName}
                saved={saved.has(normalizeKey(item.artistName))}
              />
            </Group>
          ),
        })}
      />
    </ListStates>
  );
}

/** 'Loved by Ana, Rui and 3 others' with each name a link to the profile; 'Loved in Lisbon'. */
function Reason({ item }: { item: Recommendation }) {
  if (item.lovedBy.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {item.reason}
      </Text>
    );
  }
  return (
    <Text fz="sm" c="dimmed" data-testid="loved-by">
      {lovedByParts(item.lovedBy, item.friends).map((part, i) =>
        'person' in part ? (
          <AnchorLink
            key={part.person.id}
            to="/profile/$id"
            params={{ id: part.person.id }}
            fz="sm"
            fw={600}
          >
            {part.person.displayName}
          </AnchorLink>
        ) : (
          <Fragment key={`text-${i}`}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}
