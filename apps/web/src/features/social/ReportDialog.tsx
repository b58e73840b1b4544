import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportSchema,
  type AccessFeature,
  type ReportKind,
  type ReportReason,
} from '@gigrank/domain';
import { Button, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { DialogProps } from '../../lib/lazy-when-opened';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { REPORTED_THING } from './report-text';
import { DialogButtons } from '../../components/CancelSaveButtons';

const REASON_LABELS: Record<ReportReason, { label: string; description: string }> = {
  spam: { label: 'Spam', description: 'Advertising, scams or repeated junk' },
  harassment: { label: 'Harassment', description: 'Insults, threats or targeting someone' },
  inappropriate: { label: 'Inappropriate', description: 'Offensive, violent or explicit' },
  other: { label: 'Something else', description: 'Tell us in the details below' },
};

interface ReportTarget {
  kind: ReportKind;
  id: number;
  feature?: AccessFeature;
}

/** 'Report this {thing}': a reason and optional details, sent to the operators. */
export function ReportDialog({ opened, onClose, kind, id, feature }: DialogProps & ReportTarget) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Report this ${REPORTED_THING[kind]}`}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 800 } }}
    >
      {/* Mounted per opening: each report starts blank. */}
      {opened ? <ReportForm kind={kind} id={id} feature={feature} onDone={onClose} /> : null}
    </Modal>
  );
}

function ReportForm({ kind, id, feature, onDone }: ReportTarget & { onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = trpc.reports.create.useMutation({
    onSuccess: (result) => {
      showSuccessToast(
        result.created ? 'Report sent' : 'Report updated',
        `Thank you. Our team will review this ${REPORTED_THING[kind]}.`,
      );
      onDone();
    },
    onError: (failure) => showErrorToastFrom('Error', failure, 'Failed to send report'),
  });

  const submit = () => {
    if (reason === null) {
      setError('Choose a reason');
      return;
    }
    const parsed = reportSchema.safeParse({ reason, details });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose a reason');
      return;
    }
    setError(null);
    report.mutate({ kind, id, ...(feature ? { feature } : {}), ...parsed.data });
  };

  return (
    <form
      noValidate
      aria-label={`Report this ${REPORTED_THING[kind]}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Reports go to the Gigrank team, not to the person you report.
        </Text>
        <Radio.Group
          label="Why are you reporting it?"
          value={reason}
          onChange={(value) => {
            setReason(value as ReportReason);
            setError(null);
          }}
          error={reason === null ? error : null}
          required
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((value) => (
              <Radio
                key={value}
                value={value}
                label={REASON_LABELS[value].label}
                description={REASON_LABELS[value].description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Details (optional)"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REPORT_DETAILS_MAX}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          error={reason !== null ? error : null}
          description={`${details.length}/${REPORT_DETAILS_MAX}`}
        />
        <DialogButtons onCancel={onDone} cancelDisabled={report.isPending}>
          <Button type="submit" color="red" loading={report.isPending}>
            Send report
          </Button>
        </DialogButtons>
      </Stack>
    </form>
  );
}
