import { Button, Text } from '@mantine/core';
import { IconMapPin, IconSparkles, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { ListEmpty, ListSkeleton, PlainList, QueryStates } from '../social/QueryStates';
import { ArtistRow } from './ArtistRow';
import { ProfileSection } from './ProfileSection';

/** SPEC section 2's placeholder: shown only when nothing can be recommended (DECISIONS.md). */
export const FOR_YOU_PLACEHOLDER =
  'Insights and recommendations will appear here as you add more shows.';

/**
 * The profile's For You tab (SPEC section 2, DECISIONS.md): a Recommendations
 * heading and the artists recommended to the signed-in user, each with its
 * reason. Recommendations are the viewer's own, so another user's profile
 * points to the viewer's own tab instead.
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
  const recommendations = trpc.profile.recommendations.useQuery();
  const items = recommendations.data ?? [];
  return (
    <QueryStates
      query={recommendations}
      loading={<ListSkeleton label="Loading recommendations" height={58} />}
      errorMessage="Failed to load recommendations"
      empty={
        items.length === 0 ? (
          <ListEmpty icon={IconSparkles} color="encore" title={FOR_YOU_PLACEHOLDER} />
        ) : null
      }
    >
      <PlainList label="Recommended artists">
        {items.map((item) => (
          <ArtistRow
            key={item.artistName}
            artistName={item.artistName}
            // Picks loved by people you follow, or loved in a city you visit.
            icon={item.friends > 0 ? IconUsers : IconMapPin}
            color={item.friends > 0 ? 'encore' : 'midnight'}
            details={
              <Text fz="sm" c="dimmed">
                {item.reason}
              </Text>
            }
          />
        ))}
      </PlainList>
    </QueryStates>
  );
}
