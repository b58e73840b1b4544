import { PRODUCT_NAME, type Relationship, type User } from '@gigrank/domain';
import {
  ActionIcon,
  Alert,
  Button,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  useMatches,
} from '@mantine/core';
import { IconCamera, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { isNotFoundError } from '../../lib/errors';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth';
import { useDocumentHead } from '../../lib/use-document-head';
import { FollowButton, PROFILE_PENDING_LABELS } from '../social';
import { EditButton } from '../../components/ActionButton';
import { LoadError } from '../../components/LoadError';
import { AvatarCropFlow } from './avatar/AvatarCropFlow';
import type { FollowListKind } from './FollowListDialog';
import { ForYou } from './ForYou';
import { ProfileHeader, ProfileHeaderSkeleton } from './ProfileHeader';
import { profileTabs, type ProfileTab } from './profile-tabs';
import { ProfileStats } from './ProfileStats';
import { ProfileActionsMenu } from './relations/ProfileActionsMenu';
import { BlockedProfile, PrivateProfileNotice } from './relations/ProfileNotices';
import { SeenShows } from './SeenShows';
import { SongsHeardLive } from './SongsHeardLive';
import { TasteMatchCard } from './TasteMatchCard';
import { RateQueueBanner } from '../rate';
import { LedgerCard, mayReadLedger } from '../ledger';
import { PlansSection } from '../plans';
import { WantToSeeList } from './WantToSeeList';
import classes from './ProfilePage.module.css';
import { SectionSwitch } from '../../components/PageTabs';

// The dialogs load when they first open.
const FollowListDialog = lazyWhenOpened(
  () => import('./FollowListDialog').then((module) => module.FollowListDialog),
  (props) => props.kind !== null,
);
const EditProfileDialog = lazyWhenOpened(() =>
  import('./edit/EditProfileDialog').then((module) => module.EditProfileDialog),
);
const WrappedDialog = lazyWhenOpened(() =>
  import('./wrapped/WrappedDialog').then((module) => module.WrappedDialog),
);

/**
 * A profile (SPEC section 2): owner mode on /profile (or the own id),
 * visitor mode on /profile/{id}. The header with its counts and actions, the
 * stat cards, and the Seen / Want to See / For You tabs.
 */
export function ProfilePage({
  userId,
  tab = profileTabs.defaultTab,
  onTabChange,
}: {
  userId: number;
  tab?: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}) {
  const me = useCurrentUser();
  const isOwner = userId === me.id;
  const user = trpc.users.byId.useQuery(
    { id: userId },
    // A private profile seen from outside is read afresh on each visit: an approval may have come.
    { staleTime: (query) => (query.state.data?.access === 'profile' ? 0 : Infinity) },
  );
  // Where the viewer stands (follow button, menu, a profile they blocked); the same query the button reads.
  const relationship = trpc.privacy.relationship.useQuery(
    { userId },
    {
      enabled: !isOwner,
      staleTime: (query) => (query.state.data?.requested ? 0 : Infinity),
    },
  );
  // The profile renders in the background (a transition), not in the query's own urgent update.
  const loaded = useDeferredValue(user.data);
  useDocumentHead(
    user.data ? `${user.data.displayName} | ${PRODUCT_NAME}` : `Profile | ${PRODUCT_NAME}`,
    null,
  );

  if (user.isError) {
    const notFound = isNotFoundError(user.error);
    // Someone the viewer blocked reads as absent; the relationship says why, with a way back.
    if (notFound && relationship.data?.blocked) return <BlockedProfile user={{ id: userId }} />;
    if (notFound && !isOwner && relationship.isPending) return <ProfileSkeleton />;
    return (
      <ProfileLoadError
        notFound={notFound}
        retrying={user.isFetching}
        onRetry={() => void user.refetch()}
      />
    );
  }
  if (loaded === undefined) return <ProfileSkeleton />;
  return (
    <LoadedProfile
      user={loaded}
      isOwner={loaded.id === me.id}
      relationship={relationship.data}
      tab={tab}
      onTabChange={onTabChange}
    />
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg">
      <ProfileHeaderSkeleton />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', xs: 'sm' }} aria-hidden>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={112} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={44} radius="xl" />
    </Stack>
  );
}

interface LoadedProfileProps {
  user: User;
  isOwner: boolean;
  /** The viewer's relationship with `user` (undefined for the owner, or while it loads). */
  relationship: Relationship | undefined;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}

/** The profile; the owner's with the picture change, which the avatar and Edit profile both open. */
function LoadedProfile(props: LoadedProfileProps) {
  if (!props.isOwner) return <ProfileView {...props} openPicture={null} />;
  return (
    <AvatarCropFlow user={props.user}>
      {(open) => <ProfileView {...props} openPicture={open} />}
    </AvatarCropFlow>
  );
}

function ProfileView({
  user,
  isOwner,
  relationship,
  tab,
  onTabChange,
  openPicture,
}: LoadedProfileProps & {
  /** Opens the picture chooser and crop (the owner's); null for visitors. */
  openPicture: (() => void) | null;
}) {
  // A private account the viewer does not follow: name, picture and counts only.
  const limited = user.access === 'profile';
  const [followList, setFollowList] = useState<FollowListKind | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [wrappedOpen, setWrappedOpen] = useState(false);
  // The camera badge: smaller beside the phone's smaller avatar.
  const badgeSize = useMatches({ base: 28, xs: 34 });

  const wrappedButton = (
    <Button
      variant="gradient"
      gradient={{ from: 'encore.7', to: 'spotlight.6', deg: 120 }}
      radius="xl"
      leftSection={<IconSparkles size={16} aria-hidden />}
      onClick={() => setWrappedOpen(true)}
    >
      Wrapped
    </Button>
  );

  return (
    <Stack gap="lg">
      <ProfileHeader
        user={user}
        isOwner={isOwner}
        avatarAction={
          openPicture ? (
            <Tooltip label="Change profile picture">
              <ActionIcon
                size={badgeSize}
                radius="xl"
                variant="filled"
                color="midnight.9"
                aria-label="Change profile picture"
                onClick={openPicture}
                className={classes.cameraButton}
              >
                <IconCamera size={badgeSize / 2} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null
        }
        counts={
          <>
            <CountButton
              count={user.followersCount}
              label={user.followersCount === 1 ? 'Follower' : 'Followers'}
              onClick={limited ? undefined : () => setFollowList('followers')}
            />
            <CountButton
              count={user.followingCount}
              label="Following"
              onClick={limited ? undefined : () => setFollowList('following')}
            />
            {limited ? (
              <CountButton
                count={user.showsCount}
                label={user.showsCount === 1 ? 'Show' : 'Shows'}
              />
            ) : null}
          </>
        }
        actions={
          isOwner ? (
            <>
              <EditButton variant="default" radius="xl" onClick={() => setEditOpen(true)}>
                Edit profile
              </EditButton>
              {wrappedButton}
            </>
          ) : (
            <>
              <FollowButton
                user={user}
                variant="profile"
                pendingLabels={PROFILE_PENDING_LABELS}
                size="sm"
              />
              {limited ? null : wrappedButton}
              <ProfileActionsMenu user={user} relationship={relationship} />
            </>
          )
        }
      />

      {limited ? (
        <PrivateProfileNotice requested={relationship?.requested ?? false} />
      ) : (
        <ProfileContent
          user={user}
          isOwner={isOwner}
          following={relationship?.following ?? false}
          tab={tab}
          onTabChange={onTabChange}
        />
      )}

      {limited ? null : (
        <FollowListDialog user={user} kind={followList} onClose={() => setFollowList(null)} />
      )}
      {openPicture ? (
        <EditProfileDialog
          opened={editOpen}
          onClose={() => setEditOpen(false)}
          user={user}
          onChangePicture={openPicture}
        />
      ) : null}
      {limited ? null : (
        <WrappedDialog
          opened={wrappedOpen}
          onClose={() => setWrappedOpen(false)}
          user={user}
          isOwner={isOwner}
        />
      )}
    </Stack>
  );
}

/**
 * The stat cards, spend and travel (for whom the owner lets read them), the
 * Seen / Want to See / For You tabs and the songs heard live: what a private
 * account keeps to its followers.
 */
function ProfileContent({
  user,
  isOwner,
  following,
  tab,
  onTabChange,
}: {
  user: User;
  isOwner: boolean;
  /** Whether the viewer follows the user. */
  following: boolean;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}) {
  return (
    <>
      {isOwner ? <RateQueueBanner /> : null}
      <ProfileStats user={user} isOwner={isOwner} />
      {mayReadLedger(user, isOwner, following) ? (
        <LedgerCard user={user} isOwner={isOwner} />
      ) : null}
      <TasteMatchCard user={user} isOwner={isOwner} />
      <PlansSection user={user} isOwner={isOwner} />

      <SectionSwitch
        label="Profile sections"
        size="md"
        value={tab}
        options={profileTabs.tabs}
        onChange={onTabChange}
      />

      {tab === 'seen' ? <SeenShows user={user} isOwner={isOwner} /> : null}
      {tab === 'want-to-see' ? <WantToSeeList user={user} isOwner={isOwner} /> : null}
      {tab === 'for-you' ? <ForYou isOwner={isOwner} /> : null}

      {/* Last on the page, below the shows: its reads wait until it is near. */}
      <SongsHeardLive user={user} isOwner={isOwner} />
    </>
  );
}

/** A follower or following count that opens its list; plain text without `onClick`. */
function CountButton({
  count,
  label,
  onClick,
}: {
  count: number;
  label: string;
  onClick?: () => void;
}) {
  const content = (
    <>
      <Text span fw={900} c="bright" fz="md">
        {count}
      </Text>{' '}
      <Text span c="dimmed" fz="sm" fw={600}>
        {label}
      </Text>
    </>
  );
  if (!onClick) return <span className={classes.countText}>{content}</span>;
  return (
    <UnstyledButton className={classes.countButton} onClick={onClick} aria-haspopup="dialog">
      {content}
    </UnstyledButton>
  );
}

/** 'Failed to load user data' (SPEC section 2), or 'User not found' for an id nobody has. */
function ProfileLoadError({
  notFound,
  retrying,
  onRetry,
}: {
  notFound: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!notFound) {
    return (
      <LoadError
        title="Failed to load user data"
        message="Check your connection and try again."
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  return (
    <Alert color="gray" variant="light" radius="md" title="User not found">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">This profile does not exist, or the account was deleted.</Text>
        <Button size="xs" variant="light" renderRoot={(props) => <Link {...props} to="/profile" />}>
          Go to your profile
        </Button>
      </Stack>
    </Alert>
  );
}
