import type { User } from '@gigrank/domain';
import { tone } from '@gigrank/ui';
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileImport } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DeleteButton } from '../../components/DeleteConfirmDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsGroup } from './SettingsSection';

/**
 * Settings' Data section: the export (everything as JSON, the shows as CSV),
 * the way to the import, and the danger zone whose 'Delete account' opens
 * the 'Are you absolutely sure?' confirmation (SPEC section 2).
 */
export function DataSettings({ user }: { user: Pick<User, 'id'> }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <Stack gap="lg">
      <SettingsGroup
        title="Export"
        description="Download everything you have added: your profile, shows, lists, follows, likes and comments."
      >
        <Group gap="sm">
          <Button
            component="a"
            href={`/api/users/${user.id}/export`}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export data (JSON)
          </Button>
          <Button
            component="a"
            href={`/api/users/${user.id}/export?format=csv`}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Shows as CSV
          </Button>
        </Group>
      </SettingsGroup>

      <Divider />

      <SettingsGroup
        title="Import"
        description="Bring in the shows you logged elsewhere: setlist.fm or a spreadsheet (CSV)."
      >
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/import" />}
          >
            Import shows
          </Button>
        </Group>
      </SettingsGroup>

      <Paper
        component="section"
        aria-labelledby="danger-zone-title"
        radius="md"
        p="md"
        withBorder
        style={{
          borderColor: 'var(--mantine-color-red-3)',
          backgroundColor: tone.dangerSurface,
        }}
      >
        <Stack gap="sm">
          <Group gap={6} wrap="nowrap">
            <IconAlertTriangle size={18} color="var(--mantine-color-red-7)" aria-hidden />
            <Title order={3} fz="md" id="danger-zone-title" c="red">
              Danger zone
            </Title>
          </Group>
          <Text fz="sm" c="text">
            Deleting your account removes your profile, shows, photos and rankings for good. This
            cannot be undone.
          </Text>
          <Group justify="flex-end">
            <DeleteButton variant="outline" onClick={() => setConfirmOpen(true)}>
              Delete account
            </DeleteButton>
          </Group>
        </Stack>
      </Paper>
      <DeleteAccountDialog
        opened={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        onDeleted={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
