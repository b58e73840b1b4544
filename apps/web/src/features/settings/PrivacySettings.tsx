import type { PrivacySettings as Settings, User } from '@gigrank/domain';
import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth';

/** What the toast says after each switch, on and off. */
const SAVED: Record<keyof Settings, { on: string; off: string }> = {
  isPrivate: {
    on: 'Your account is now private',
    off: 'Your account is now public',
  },
  hideFromLeaderboards: {
    on: 'You are hidden from the leaderboards',
    off: 'You appear on the leaderboards again',
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
  const [saving, setSaving] = useState<{ key: keyof Settings; value: boolean } | null>(null);

  const update = trpc.privacy.update.useMutation({
    onSuccess: (updated, settings) => {
      updateUser(updated);
      utils.users.byId.setData({ id: updated.id }, updated);
      utils.auth.me.setData(undefined, updated);
      const [key, value] = Object.entries(settings)[0] as [keyof Settings, boolean];
      showSuccessToast('Privacy updated', SAVED[key][value ? 'on' : 'off']);
      return invalidate('privacyChanged');
    },
    onError: (error) => showErrorToastFrom('Error', error, 'Failed to update privacy settings'),
    onSettled: () => setSaving(null),
  });

  const change = (key: keyof Settings, value: boolean) => {
    setSaving({ key, value });
    update.mutate({ [key]: value });
  };
  const checked = (key: keyof Settings, current: boolean) =>
    saving?.key === key ? saving.value : current;

  return (
    <Stack gap="md">
      <Switch
        label="Private account"
        description={
          user.isPrivate
            ? 'Only approved followers see your shows and lists. Turning this off approves waiting follow requests.'
            : 'Only approved followers see your shows and lists. Others see only your picture and counts.'
        }
        checked={checked('isPrivate', user.isPrivate)}
        disabled={saving !== null}
        onChange={(event) => change('isPrivate', event.currentTarget.checked)}
        size="md"
      />
      <Switch
        label="Hide me from leaderboards"
        description="You leave the user leaderboard, and others no longer see your global rank."
        checked={checked('hideFromLeaderboards', user.hideFromLeaderboards ?? false)}
        disabled={saving !== null}
        onChange={(event) => change('hideFromLeaderboards', event.currentTarget.checked)}
        size="md"
      />
      {saving ? (
        <Text fz="xs" c="dimmed" role="status">
          Saving...
        </Text>
      ) : null}
    </Stack>
  );
}
