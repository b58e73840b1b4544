import type { PrivacySettings as Settings, User } from '@gigrank/domain';
import { SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth';

/** The settings that are switches (the distance unit is a choice of two). */
type Flag = Exclude<keyof Settings, 'distanceUnit'>;

/** What the toast says after each switch, on and off. */
const SAVED: Record<Flag, { on: string; off: string }> = {
  isPrivate: {
    on: 'Your account is now private',
    off: 'Your account is now public',
  },
  hideFromLeaderboards: {
    on: 'You are hidden from the leaderboards',
    off: 'You appear on the leaderboards again',
  },
  shareSpend: {
    on: 'Your followers can see what your gigs cost',
    off: 'What your gigs cost is yours alone again',
  },
};

/**
 * The switches of Settings' Privacy section: each applies at once (the usual
 * way of settings switches) and is confirmed by a toast; a failure puts the
 * switch back and says so. Turning private off approves waiting requests.
 */
export function PrivacySettings({ user }: { user: User }) {
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();
  const { updateUser } = useSession();
  // The switch being saved: it shows the asked state, and both wait.
  const [saving, setSaving] = useState<{ key: keyof Settings; value: boolean | string } | null>(
    null,
  );

  const update = trpc.privacy.update.useMutation({
    onSuccess: (updated, settings) => {
      updateUser(updated);
      utils.users.byId.setData({ id: updated.id }, updated);
      utils.auth.me.setData(undefined, updated);
      const [key, value] = Object.entries(settings)[0] as [keyof Settings, boolean | string];
      if (key === 'distanceUnit')
        showSuccessToast('Units updated', `Distances are now in ${value}`);
      else showSuccessToast('Privacy updated', SAVED[key][value ? 'on' : 'off']);
      return invalidate('privacyChanged');
    },
    onError: (error) => showErrorToastFrom('Error', error, 'Failed to update privacy settings'),
    onSettled: () => setSaving(null),
  });

  const change = (key: keyof Settings, value: boolean | string) => {
    setSaving({ key, value });
    update.mutate({ [key]: value });
  };
  const checked = (key: Flag, current: boolean) =>
    saving?.key === key ? saving.value === true : current;

  const switches: { key: Flag; label: string; description: string; on: boolean }[] = [
    {
      key: 'isPrivate',
      label: 'Private account',
      description: user.isPrivate
        ? 'Only approved followers see your shows and lists. Turning this off approves waiting follow requests.'
        : 'Only approved followers see your shows and lists. Others see only your picture and counts.',
      on: user.isPrivate,
    },
    {
      key: 'hideFromLeaderboards',
      label: 'Hide me from leaderboards',
      description: 'You leave the user leaderboard, and others no longer see your global rank.',
      on: user.hideFromLeaderboards ?? false,
    },
    {
      key: 'shareSpend',
      label: 'Share what my gigs cost with followers',
      description: 'Ticket prices and your yearly spend are yours alone unless this is on.',
      on: user.shareSpend ?? false,
    },
  ];

  return (
    <Stack gap="md">
      {switches.map(({ key, label, description, on }) => (
        <Switch
          key={key}
          label={label}
          description={description}
          checked={checked(key, on)}
          disabled={saving !== null}
          onChange={(event) => change(key, event.currentTarget.checked)}
          size="md"
        />
      ))}
      <Stack gap={4}>
        <Text fz="sm" id="distance-unit-label">
          Distances in
        </Text>
        <SegmentedControl
          aria-labelledby="distance-unit-label"
          data={[
            { value: 'km', label: 'Kilometres' },
            { value: 'mi', label: 'Miles' },
          ]}
          value={
            saving?.key === 'distanceUnit' ? String(saving.value) : (user.distanceUnit ?? 'km')
          }
          disabled={saving !== null}
          onChange={(value) => change('distanceUnit', value)}
        />
      </Stack>
      {saving ? (
        <Text fz="xs" c="dimmed" role="status">
          Saving...
        </Text>
      ) : null}
    </Stack>
  );
}
