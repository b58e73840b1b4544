import { pluralize, type UserSummary } from '@gigrank/domain';
import { Button } from '@mantine/core';
import { IconBookmark, IconMicrophone2, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { loadSearchArtistsDialog } from '../shell';
import { ArtistList } from './ArtistRow';
import { ProfileListTab } from '../../components/ProfileSection';
import { SubtleRowButton } from '../../components/SubtleRowButton';

const SearchArtistsDialog = lazyWhenOpened(loadSearchArtistsDialog);

/**
 * The profile's Want to See tab (SPEC section 2): the artist count, each
 * artist linking to its page, a Remove button for the owner only
 * (DECISIONS.md), and the empty state with 'Find artists to add' for the owner.
 */
export function WantToSeeList({
  user,
  isOwner,
}: {
  user: Pick<UserSummary, 'id' | 'displayName'>;
  isOwner: boolean;
}) {
  const list = trpc.wantToSee.list.useQuery({ userId: user.id });
  const [searchOpen, setSearchOpen] = useState(false);
  const artists = list.data ?? [];

  return (
    <ProfileListTab
      section={{
        titleId: 'want-to-see-title',
        title: 'Want to See',
        icon: IconBookmark,
        color: 'spotlight',
        count: list.isSuccess
          ? { text: pluralize(artists.length, 'artist'), testId: 'want-to-see-count' }
          : null,
      }}
      query={list}
      loading={{ label: 'Loading artists', rowHeight: 50 }}
      errorMessage="Failed to fetch wishlist data"
      empty={
        artists.length === 0
          ? {
              isOwner,
              ownerTitle: "You haven't added any artists to your Want to See list",
              visitorTitle: `${user.displayName} hasn't added any artists yet`,
              icon: IconBookmark,
              color: 'spotlight',
              action: (
                <Button
                  mt="xs"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  onClick={() => setSearchOpen(true)}
                >
                  Find artists to add
                </Button>
              ),
            }
          : null
      }
      after={
        isOwner ? (
          <SearchArtistsDialog opened={searchOpen} onClose={() => setSearchOpen(false)} />
        ) : null
      }
    >
      <ArtistList
        label="Want to See artists"
        artists={artists}
        row={(entry) => ({
          icon: IconMicrophone2,
          color: 'encore',
          action: isOwner ? <RemoveButton artistName={entry.artistName} /> : null,
        })}
      />
    </ProfileListTab>
  );
}

/** The owner's Remove: pending until the refreshed list no longer has the artist. */
function RemoveButton({ artistName }: { artistName: string }) {
  const invalidate = useInvalidate();
  const remove = trpc.wantToSee.remove.useMutation({
    onSuccess: () => {
      showSuccessToast(
        'Artist removed from Want to See list',
        `${artistName} is no longer on your Want to See list`,
      );
      return invalidate('wantToSeeChanged');
    },
    onError: () => {
      showErrorToast('Error', 'Failed to remove artist. Please try again.');
    },
  });

  return (
    <SubtleRowButton
      icon={IconTrash}
      loading={remove.isPending}
      label={`Remove ${artistName}`}
      onClick={() => remove.mutate({ artistName })}
      style={{ flexShrink: 0 }}
    >
      Remove
    </SubtleRowButton>
  );
}
