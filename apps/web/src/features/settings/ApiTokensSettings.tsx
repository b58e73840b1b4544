import { TOKEN_SCOPES, tokenCreateSchema, type ApiToken, type TokenScope } from '@gigrank/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DeleteButton, DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { SavingForm } from '../../components/SavingForm';
import { LoadError } from '../../components/LoadError';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** What each scope lets a tool do, as the checkboxes say it. */
const SCOPE_LABELS: Record<TokenScope, string> = {
  read: 'Read: your shows, ranking, profile and everything you can see',
  'shows:write': 'Shows: log, edit, score, place and import shows',
  'social:write': 'Social: follow, like, comment, Want to See and plans',
  'profile:write': 'Profile: your profile and privacy settings',
};

const EXPIRIES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '366', label: 'A year' },
  { value: '', label: 'Never' },
];

interface TokenValues {
  name: string;
  scopes: TokenScope[];
  expiresInDays: string;
}

const EMPTY: TokenValues = { name: '', scopes: ['read'], expiresInDays: '90' };

const toInput = (values: TokenValues) => ({
  name: values.name,
  scopes: values.scopes,
  ...(values.expiresInDays ? { expiresInDays: Number(values.expiresInDays) } : {}),
});

const day = (iso: string) => dayjs(iso).format('D MMM YYYY');

/** The server's own rules and messages, checked on the values as they will be sent. */
const checkToken = schemaResolver(tokenCreateSchema, { sync: true });

/**
 * API tokens: personal access tokens for scripts and tools (the API page of
 * the docs). A new token is shown once, with a Copy button; the list says
 * what each may do and when it was last used; Revoke ends one at once.
 */
export function ApiTokensSettings() {
  const tokens = trpc.tokens.list.useQuery();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  return (
    <Stack gap="lg">
      {made ? <NewToken {...made} onDone={() => setMade(null)} /> : null}
      <CreateTokenForm onMade={setMade} />
      {tokens.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading your API tokens">
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : tokens.isError ? (
        <LoadError
          title="Failed to load your API tokens"
          message="Check your connection and try again."
          onRetry={() => void tokens.refetch()}
          retrying={tokens.isFetching}
        />
      ) : tokens.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No tokens yet. A token lets a script or tool read or log your shows without your password.
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Your API tokens"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The token just made: shown once, to copy now. */
function NewToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  return (
    <Alert
      color="midnight"
      radius="md"
      icon={<IconKey size={18} aria-hidden />}
      title={`Your new token "${name}"`}
    >
      <Stack gap="sm">
        <Text fz="sm">Copy it now: it is not shown again.</Text>
        <Text fz="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="new-token">
          {token}
        </Text>
        <Group gap="sm">
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CreateTokenForm({ onMade }: { onMade: (made: { name: string; token: string }) => void }) {
  const create = trpc.tokens.create.useMutation();
  const invalidate = useInvalidate();
  const form = useForm<TokenValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => checkToken(toInput(values)),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(toInput(values));
      onMade({ name: made.name, token: made.token });
    } catch (error) {
      showErrorToastFrom('Error', error, 'Failed to create the token');
      return;
    }
    form.reset();
    await invalidate('tokensChanged');
  });
  return (
    <SavingForm label="New API token" saving={create.isPending} onSubmit={submit}>
      <TextInput
        label="Token name"
        placeholder="What uses it, e.g. Spreadsheet sync"
        {...form.getInputProps('name')}
      />
      <Checkbox.Group label="What it may do" {...form.getInputProps('scopes')}>
        <Stack gap={6} mt={6}>
          {TOKEN_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <NativeSelect label="Expires" data={EXPIRIES} {...form.getInputProps('expiresInDays')} />
      <Group justify="flex-end">
        <Button type="submit" loading={create.isPending}>
          Create token
        </Button>
      </Group>
    </SavingForm>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = trpc.tokens.revoke.useMutation();
  const invalidate = useInvalidate();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await revoke.mutateAsync({ id: token.id });
    } catch (error) {
      showErrorToastFrom('Error', error, 'Failed to revoke the token');
      return;
    }
    setConfirming(false);
    showSuccessToast('Token revoked', `"${token.name}" no longer works.`);
    await invalidate('tokensChanged');
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={token.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Text fw={700} truncate>
            {token.name}
          </Text>
          <Group gap={4}>
            {token.scopes.map((scope) => (
              <Badge key={scope} size="sm" variant="light" color="midnight">
                {scope}
              </Badge>
            ))}
          </Group>
          <Text fz="xs" c="dimmed">
            Created {day(token.createdAt)} · Last used{' '}
            {token.lastUsedAt ? day(token.lastUsedAt) : 'never'} · Expires{' '}
            {token.expiresAt ? day(token.expiresAt) : 'never'}
          </Text>
        </Stack>
        <DeleteButton size="xs" label={`Revoke ${token.name}`} onClick={() => setConfirming(true)}>
          Revoke
        </DeleteButton>
      </Group>
      <DeleteConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Revoke this token?"
        pending={revoke.isPending}
        onConfirm={() => void confirm()}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
      >
        <Text fz="sm">
          Anything using &quot;{token.name}&quot; stops working at once. This cannot be undone.
        </Text>
      </DeleteConfirmDialog>
    </Paper>
  );
}
