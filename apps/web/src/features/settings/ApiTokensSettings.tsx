import { TOKEN_SCOPES, tokenCreateSchema, type ApiToken, type TokenScope } from '@gigrank/domain';
import { NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { SavingForm } from '../../components/SavingForm';
import { QueryLoadError } from '../../components/QueryLoadError';
import { trpc } from '../../lib/trpc';
import { ChoicesForm, Tags, RemovableItem, ShownOnceSecret, useCreateForm } from './SettingsItems';
import { busyRegion } from '../../components/busy-region';

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

type TokenValues = {
  name: string;
  scopes: TokenScope[];
  expiresInDays: string;
};

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
        <Stack gap="sm" {...busyRegion('Loading your API tokens')}>
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : tokens.isError ? (
        <QueryLoadError title="Failed to load your API tokens" query={tokens} />
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
    <ShownOnceSecret
      title={`Your new token "${name}"`}
      secret={token}
      copyLabel="Copy token"
      testId="new-token"
      onDone={onDone}
    />
  );
}

function CreateTokenForm({ onMade }: { onMade: (made: { name: string; token: string }) => void }) {
  const create = trpc.tokens.create.useMutation();
  const { form, submit } = useCreateForm({
    values: EMPTY,
    toInput,
    check: checkToken,
    create: create.mutateAsync,
    made: (made) => onMade({ name: made.name, token: made.token }),
    failure: 'Failed to create the token',
    write: 'tokensChanged',
  });
  return (
    <SavingForm label="New API token" saving={create.isPending} onSubmit={submit}>
      <TextInput
        label="Token name"
        placeholder="What uses it, e.g. Spreadsheet sync"
        {...form.getInputProps('name')}
      />
      <ChoicesForm
        label="What it may do"
        choices={TOKEN_SCOPES}
        labels={SCOPE_LABELS}
        input={form.getInputProps('scopes')}
        submit="Create token"
        pending={create.isPending}
      >
        <NativeSelect label="Expires" data={EXPIRIES} {...form.getInputProps('expiresInDays')} />
      </ChoicesForm>
    </SavingForm>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = trpc.tokens.revoke.useMutation();
  return (
    <RemovableItem
      name={token.name}
      details={
        <>
          <Tags values={token.scopes} />
          <Text fz="xs" c="dimmed">
            Created {day(token.createdAt)} · Last used{' '}
            {token.lastUsedAt ? day(token.lastUsedAt) : 'never'} · Expires{' '}
            {token.expiresAt ? day(token.expiresAt) : 'never'}
          </Text>
        </>
      }
      action="Revoke"
      pendingLabel="Revoking..."
      confirmTitle="Revoke this token?"
      confirmText={
        <>Anything using &quot;{token.name}&quot; stops working at once. This cannot be undone.</>
      }
      remove={() => revoke.mutateAsync({ id: token.id })}
      pending={revoke.isPending}
      failure="Failed to revoke the token"
      removed={['Token revoked', `"${token.name}" no longer works.`]}
      write="tokensChanged"
    />
  );
}
