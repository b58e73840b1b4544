import type { Relationship } from '@gigrank/domain';
import { ActionIcon, List, Menu, Text } from '@mantine/core';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirmDialog';
import { IconBan, IconDots, IconVolume, IconVolumeOff, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useRelationActions } from './use-relation-actions';

/**
 * The "More actions" menu of another user's profile: Mute / Unmute (their
 * shows leave your feed, they are not told) and Block / Unblock. Block asks
 * first, saying what it does.
 */
export function ProfileActionsMenu({
  user,
  relationship,
}: {
  user: { id: number; displayName: string };
  /** Undefined while it loads (the menu's items wait for it). */
  relationship: Relationship | undefined;
}) {
  const actions = useRelationActions(user);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const busy = actions.blocking || actions.unblocking || actions.muting;

  return (
    <>
      <Menu position="bottom-end" shadow="md" radius="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            radius="xl"
            size={30}
            aria-label="More actions"
            loading={busy}
            // Its own size where the header's actions share a phone's width.
            style={{ flex: '0 0 auto' }}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {relationship === undefined ? (
            <Menu.Label>Loading...</Menu.Label>
          ) : (
            <>
              <MenuAction
                icon={relationship.muted ? IconVolume : IconVolumeOff}
                label={relationship.muted ? 'Unmute' : 'Mute'}
                hint={
                  relationship.muted
                    ? 'Show their shows in your feed again'
                    : 'Hide their shows from your feed'
                }
                onClick={relationship.muted ? actions.unmute : actions.mute}
              />
              <MenuAction
                icon={IconBan}
                color="red"
                label={relationship.blocked ? 'Unblock' : 'Block'}
                hint={
                  relationship.blocked
                    ? 'Let them see your profile again'
                    : 'They will no longer see your profile'
                }
                onClick={relationship.blocked ? actions.unblock : () => setConfirmOpen(true)}
              />
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <BlockConfirmDialog
        opened={confirmOpen}
        displayName={user.displayName}
        pending={actions.blocking}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() =>
          void actions.block().then(
            () => setConfirmOpen(false),
            () => undefined,
          )
        }
      />
    </>
  );
}

function MenuAction({
  icon: IconComponent,
  label,
  hint,
  color,
  onClick,
}: {
  icon: Icon;
  label: string;
  hint: string;
  color?: string;
  onClick: () => void;
}) {
  return (
    <Menu.Item
      color={color}
      leftSection={<IconComponent size={16} aria-hidden />}
      onClick={onClick}
      aria-label={label}
    >
      <Text fz="sm" fw={600} inherit>
        {label}
      </Text>
      <Text fz="xs" c="dimmed" aria-hidden>
        {hint}
      </Text>
    </Menu.Item>
  );
}

/** 'Block {name}?': what a block does, Cancel, and the red Block button. */
function BlockConfirmDialog({
  opened,
  displayName,
  pending,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  displayName: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <DeleteConfirmDialog
      opened={opened}
      onClose={onClose}
      title={`Block ${displayName}?`}
      pending={pending}
      onConfirm={onConfirm}
      confirmLabel="Block"
      confirmIcon={IconBan}
    >
      <List fz="sm" spacing={6}>
        <List.Item>They will no longer see your profile or your shows.</List.Item>
        <List.Item>You will no longer see theirs.</List.Item>
        <List.Item>Follows between you are removed, both ways.</List.Item>
        <List.Item>They are not told. You can unblock them from their profile.</List.Item>
      </List>
    </DeleteConfirmDialog>
  );
}
