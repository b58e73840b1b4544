import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  webhookCreateSchema,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '@gigrank/domain';
import { Badge, Button, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { ListStates, PlainList, QueryStates } from '../../components/QueryStates';
import { SavingForm } from '../../components/SavingForm';
import { trpc } from '../../lib/trpc';
import { ChoicesForm, Tags, RemovableItem, ShownOnceSecret, useCreateForm } from './SettingsItems';
import { busyRegion } from '../../components/busy-region';

/** What each event tells, as the checkboxes say it. */
const EVENT_LABELS: Record<WebhookEvent, string> = {
  'show.created': 'show.created: you log a show',
  'show.updated': 'show.updated: you edit or rescore a show',
  'show.deleted': 'show.deleted: you delete a show',
  'plan.created': "plan.created: you mark a gig you're going to",
  'import.completed': 'import.completed: an import of your shows finishes',
};

/** While a delivery in an open log is still pending, the log is read again this often. */
const LOG_POLL_MS = 3000;

type WebhookValues = {
  url: string;
  name: string;
  events: WebhookEvent[];
};

const EMPTY: WebhookValues = { url: '', name: '', events: ['show.created'] };

const toInput = (values: WebhookValues) => ({
  url: values.url,
  events: values.events,
  ...(values.name.trim() ? { name: values.name } : {}),
});

const when = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/**
 * The form: empty to start, sent as `toInput` makes the values, checked there
 * by the server's own rules and messages.
 */
const WEBHOOK_FORM = {
  values: EMPTY,
  toInput,
  check: schemaResolver(webhookCreateSchema, { sync: true }),
  failure: 'Failed to add the webhook',
  write: 'webhooksChanged',
} as const;

/** What a webhook is called in the list: its name, else its URL. */
const labelOf = (webhook: Pick<Webhook, 'name' | 'url'>) => webhook.name ?? webhook.url;

/**
 * Webhooks: HTTPS endpoints told of your shows, plans and imports by a
 * signed POST (the API page of the docs). A new webhook's signing secret is
 * shown once, with a Copy button; each webhook lists its events and, on
 * demand, its latest deliveries; Delete stops them at once.
 */
export function WebhooksSettings() {
  const webhooks = trpc.webhooks.list.useQuery();
  const [made, setMade] = useState<{ label: string; secret: string } | null>(null);
  return (
    <Stack gap="lg">
      {made ? (
        <ShownOnceSecret
          title={`Signing secret of "${made.label}"`}
          secret={made.secret}
          copyLabel="Copy secret"
          testId="new-webhook-secret"
          onDone={() => setMade(null)}
        >
          Check each delivery&apos;s Gigrank-Signature header with it.
        </ShownOnceSecret>
      ) : null}
      <CreateWebhookForm onMade={setMade} />
      <ListStates
        query={webhooks}
        rows={webhooks.data ?? []}
        loading="Loading your webhooks"
        rowHeight={56}
        errorMessage="Failed to load your webhooks. Check your connection and try again."
        empty={
          <Text fz="sm" c="dimmed">
            No webhooks yet. A webhook tells a URL of yours when you log a show, make a plan or
            finish an import.
          </Text>
        }
      >
        <PlainList label="Your webhooks">
          {webhooks.data?.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} />
          ))}
        </PlainList>
      </ListStates>
    </Stack>
  );
}

function CreateWebhookForm({
  onMade,
}: {
  onMade: (made: { label: string; secret: string }) => void;
}) {
  const create = trpc.webhooks.create.useMutation();
  const { form, submit } = useCreateForm({
    ...WEBHOOK_FORM,
    create: create.mutateAsync,
    made: (made) => onMade({ label: labelOf(made), secret: made.secret }),
  });
  return (
    <SavingForm label="New webhook" saving={create.isPending} onSubmit={submit}>
      <TextInput
        maxLength={WEBHOOK_URL_MAX}
        type="url"
        label="Endpoint URL"
        placeholder="https://example.com/gigrank-events"
        {...form.getInputProps('url')}
      />
      <TextInput
        label="Name (optional)"
        description="What receives it, as the list shows it; the URL when left empty"
        placeholder="Spreadsheet sync"
        {...form.getInputProps('name')}
      />
      <ChoicesForm
        pending={create.isPending}
        submit="Add webhook"
        label="Events"
        choices={WEBHOOK_EVENTS}
        labels={EVENT_LABELS}
        input={form.getInputProps('events')}
      />
    </SavingForm>
  );
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const remove = trpc.webhooks.remove.useMutation();
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const label = labelOf(webhook);
  return (
    <RemovableItem
      name={label}
      details={
        <>
          {webhook.name ? (
            <Text fz="xs" c="dimmed" truncate>
              {webhook.url}
            </Text>
          ) : null}
          <Tags values={webhook.events} />
          <Text fz="xs" c="dimmed">
            Added {when(webhook.createdAt)}
          </Text>
        </>
      }
      action="Delete"
      pendingLabel="Deleting..."
      confirmTitle="Delete this webhook?"
      confirmText={
        <>
          &quot;{label}&quot; is told of nothing more, and its delivery log goes with it. This
          cannot be undone.
        </>
      }
      remove={() => remove.mutateAsync({ id: webhook.id })}
      pending={remove.isPending}
      failure="Failed to delete the webhook"
      removed={['Webhook deleted', `"${label}" is told of nothing more.`]}
      write="webhooksChanged"
    >
      <Button
        variant="subtle"
        size="xs"
        mt="xs"
        px={0}
        aria-expanded={showLog}
        aria-controls={logId}
        rightSection={
          showLog ? (
            <IconChevronUp size={14} aria-hidden />
          ) : (
            <IconChevronDown size={14} aria-hidden />
          )
        }
        onClick={() => setShowLog((open) => !open)}
      >
        Deliveries
      </Button>
      <div id={logId}>{showLog ? <DeliveryLog webhook={webhook} /> : null}</div>
    </RemovableItem>
  );
}

/** The theme gives these light badges text that reads on their background. */
const STATUS_COLORS = { delivered: 'midnight', pending: 'yellow', failed: 'red' } as const;

function statusText(delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered') return 'Delivered';
  if (delivery.status === 'failed') return 'Failed';
  return delivery.attempts > 0 ? 'Retrying' : 'Pending';
}

function lastResponse(delivery: WebhookDelivery): string {
  if (delivery.lastError) return delivery.lastError;
  if (delivery.lastStatusCode !== null) return `Answered ${delivery.lastStatusCode}`;
  return '-';
}

/** A webhook's latest deliveries, read when opened and again while one is pending. */
function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const log = trpc.webhooks.deliveries.useQuery(
    { id: webhook.id },
    {
      refetchOnMount: 'always',
      refetchInterval: (query) =>
        query.state.data?.some((d) => d.status === 'pending') ? LOG_POLL_MS : false,
    },
  );
  return (
    <QueryStates
      query={log}
      loading={<Skeleton height={56} radius="md" {...busyRegion('Loading deliveries')} />}
      errorMessage="Failed to load the deliveries. Check your connection and try again."
      empty={
        log.data?.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No deliveries yet: they appear here as the events you chose happen.
          </Text>
        ) : undefined
      }
    >
      {/* A phone scrolls the log sideways: a keyboard can too, once it is focused. */}
      <Table.ScrollContainer
        minWidth={560}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={`Deliveries of ${labelOf(webhook)}, scrolling sideways`}
      >
        <Table fz="xs" verticalSpacing={6} aria-label={`Deliveries of ${labelOf(webhook)}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last response</Table.Th>
              <Table.Th>Next attempt</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data?.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td ff="monospace">{delivery.event}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={STATUS_COLORS[delivery.status]}>
                    {statusText(delivery)}
                  </Badge>
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{lastResponse(delivery)}</Table.Td>
                <Table.Td>{delivery.nextAttemptAt ? when(delivery.nextAttemptAt) : '-'}</Table.Td>
                <Table.Td>{when(delivery.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </QueryStates>
  );
}
