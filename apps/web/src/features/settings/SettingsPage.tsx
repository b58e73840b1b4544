import { PRODUCT_NAME } from '@gigrank/domain';
import { Divider, Skeleton, Stack } from '@mantine/core';
import {
  IconDatabase,
  IconKey,
  IconPalette,
  IconShieldLock,
  IconUserCircle,
  IconWebhook,
} from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';
import { useDocumentHead } from '../../lib/use-document-head';
import { useCurrentUser } from '../auth';
import { PageHeader } from '../../components/PageHeader';
import { QueryLoadError } from '../../components/QueryLoadError';
import { ApiTokensSettings } from './ApiTokensSettings';
import { AppearanceSettings } from './AppearanceSettings';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataSettings } from './DataSettings';
import { PrivacySettings } from './PrivacySettings';
import { SettingsGroup, SettingsSection } from './SettingsSection';
import { SignOutEverywhere } from './SignOutEverywhere';
import { WebhooksSettings } from './WebhooksSettings';
import { busyRegion } from '../../components/busy-region';

/**
 * Settings at /settings (from the account menu): Account (password,
 * sessions), Privacy, Data (export, import, delete account), API tokens,
 * Webhooks and Appearance.
 * Behind the auth gate like every screen; only Privacy waits for the
 * account's current settings (`users.byId`, the profile's query), the other
 * sections work from the session at once.
 */
export function SettingsPage() {
  const me = useCurrentUser();
  useDocumentHead(`Settings | ${PRODUCT_NAME}`, null);
  return (
    <>
      <PageHeader title="Settings" caption={`Signed in as @${me.username}`} />
      <Stack gap="lg">
        <SettingsSection
          icon={IconUserCircle}
          title="Account"
          description="Your password and where you are signed in."
        >
          <Stack gap="lg">
            <SettingsGroup
              title="Change password"
              description="Other devices and browsers are signed out when it changes."
            >
              <ChangePasswordForm user={me} />
            </SettingsGroup>
            <Divider />
            <SettingsGroup
              title="Sessions"
              description="Signed in on a device you no longer use, or one that is not yours? Sign out on all of them at once."
            >
              <SignOutEverywhere />
            </SettingsGroup>
          </Stack>
        </SettingsSection>

        <SettingsSection
          icon={IconShieldLock}
          title="Privacy"
          description="Who sees your shows and lists, and whether you appear on the leaderboards."
        >
          <PrivacyPart userId={me.id} />
        </SettingsSection>

        <SettingsSection
          icon={IconDatabase}
          title="Data"
          description="Take your data with you, bring shows in, or delete your account."
        >
          <DataSettings user={me} />
        </SettingsSection>

        <SettingsSection
          icon={IconKey}
          title="API tokens"
          description="For your own scripts and tools: each token does only what you allow, and you can revoke it at any time."
        >
          <ApiTokensSettings />
        </SettingsSection>

        <SettingsSection
          icon={IconWebhook}
          title="Webhooks"
          description="Tell a URL of yours when you log a show, make a plan or finish an import: each delivery is signed, and you can follow them here."
        >
          <WebhooksSettings />
        </SettingsSection>

        <SettingsSection
          icon={IconPalette}
          title="Appearance"
          description="Light, dark, or as your device is set. Kept in this browser."
        >
          <AppearanceSettings />
        </SettingsSection>
      </Stack>
    </>
  );
}

/** The privacy switches once the account's settings are loaded; a skeleton, or the error and Try again. */
function PrivacyPart({ userId }: { userId: number }) {
  const user = trpc.users.byId.useQuery({ id: userId });
  if (user.isPending) return <PrivacySkeleton />;
  if (user.isError) {
    return <QueryLoadError title="Failed to load your privacy settings" query={user} />;
  }
  return <PrivacySettings user={user.data} />;
}

function PrivacySkeleton() {
  return (
    <Stack gap="md" {...busyRegion('Loading privacy settings')}>
      {[0, 1].map((i) => (
        <Stack key={i} gap={6}>
          <Skeleton height={22} width="45%" />
          <Skeleton height={12} width="90%" />
        </Stack>
      ))}
    </Stack>
  );
}
