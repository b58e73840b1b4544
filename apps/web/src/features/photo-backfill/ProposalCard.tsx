import { MAX_PHOTOS_PER_SHOW, type PhotoEvening } from '@gigrank/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconPencil,
  IconSparkles,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { SectionCard } from '../../components/section-card';
import {
  draftProblem,
  eveningTimesText,
  nearText,
  suggestionText,
  type ProposalDraft,
} from './backfill-text';
import type { NearbyLookup } from './use-nearby';

/** Where the user is with a proposal. */
export type ProposalStatus = 'open' | 'confirmed' | 'dropped';

/** The fields a proposal edits, with their labels. */
const FIELDS = [
  { key: 'artist', label: 'Artist', required: true },
  { key: 'city', label: 'City', required: true },
  { key: 'venue', label: 'Venue', required: false },
  { key: 'date', label: 'Date (YYYY-MM-DD)', required: true },
] as const;

/** What the server knows of the place: looking, its suggestion, or why it could not say. */
function LookupNote({
  lookup,
  onRetry,
}: {
  lookup: NearbyLookup | undefined;
  onRetry: () => void;
}) {
  if (!lookup || lookup.status === 'loading') {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text fz="sm" c="dimmed">
          Looking up this place…
        </Text>
      </Group>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <Group gap="xs" justify="space-between">
        <Text fz="sm" c="red">
          Gigrank could not look up this place. Fill in the show yourself, or try again.
        </Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    );
  }
  const near = nearText(lookup.places);
  const suggestion = suggestionText(lookup.places);
  return (
    <>
      {near ? (
        <Text fz="sm" c="dimmed">
          {near}
        </Text>
      ) : (
        <Text fz="sm" c="dimmed">
          Gigrank knows no city near here: type where it was.
        </Text>
      )}
      {suggestion ? (
        <Alert variant="light" color="encore" icon={<IconSparkles size={18} aria-hidden />} p="xs">
          {suggestion}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * One evening of photos as a show to log: when and where, what Gigrank
 * suggests, the fields to edit, and confirm or drop.
 */
export function ProposalCard({
  index,
  title,
  evening,
  lookup,
  draft,
  status,
  onDraftChange,
  onStatusChange,
  onRetry,
  attach,
  onAttachChange,
}: {
  index: number;
  title: string;
  evening: PhotoEvening;
  lookup: NearbyLookup | undefined;
  draft: ProposalDraft;
  status: ProposalStatus;
  onDraftChange: (draft: ProposalDraft) => void;
  onStatusChange: (status: ProposalStatus) => void;
  onRetry: () => void;
  attach: boolean;
  onAttachChange: (attach: boolean) => void;
}) {
  const photoCount = Math.min(evening.photoIds.length, MAX_PHOTOS_PER_SHOW);
  const titleId = `photo-backfill-evening-${index}`;
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const why = draftProblem(draft);
    setProblem(why);
    if (!why) onStatusChange('confirmed');
  };

  return (
    <SectionCard
      titleId={titleId}
      padding={{ base: 'sm', sm: 'md' }}
      data-testid="photo-backfill-proposal"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" c="bright" id={titleId}>
            {title}
          </Title>
          {status === 'open' ? null : (
            <Badge variant="light" color={status === 'confirmed' ? 'teal' : 'gray'}>
              {status === 'confirmed' ? 'Confirmed' : 'Dropped'}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {eveningTimesText(evening)}
        </Text>
        {status === 'open' ? (
          <>
            <LookupNote lookup={lookup} onRetry={onRetry} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {FIELDS.map((field) => (
                <TextInput
                  key={field.key}
                  label={field.label}
                  required={field.required}
                  value={draft[field.key]}
                  onChange={(event) => {
                    setProblem(null);
                    onDraftChange({ ...draft, [field.key]: event.currentTarget.value });
                  }}
                />
              ))}
            </SimpleGrid>
            <Checkbox
              label={
                photoCount === 1
                  ? 'Attach its photo to the show'
                  : `Attach its ${photoCount} photos to the show`
              }
              description="Sent when you add the shows, without their location or camera data"
              checked={attach}
              onChange={(event) => onAttachChange(event.currentTarget.checked)}
            />
            {problem ? (
              <Text fz="sm" c="red" role="alert">
                {problem}
              </Text>
            ) : null}
            <Group gap="xs" justify="flex-end">
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onStatusChange('dropped')}
              >
                Drop
              </Button>
              <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={confirm}>
                Confirm
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c={status === 'dropped' ? 'dimmed' : 'bright'} fw={600}>
              {status === 'confirmed'
                ? [draft.artist, draft.venue, draft.city].filter((part) => part.trim()).join(', ') +
                  (attach ? ` · with ${photoCount === 1 ? '1 photo' : `${photoCount} photos`}` : '')
                : 'Not added'}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={
                status === 'confirmed' ? (
                  <IconPencil size={14} aria-hidden />
                ) : (
                  <IconArrowBackUp size={14} aria-hidden />
                )
              }
              onClick={() => onStatusChange('open')}
            >
              {status === 'confirmed' ? 'Edit' : 'Undo'}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
