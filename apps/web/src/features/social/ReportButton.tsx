import type { AccessFeature, ReportKind } from '@gigrank/domain';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import { REPORTED_THING } from './report-text';

// The dialog and its rules load when it first opens (or on hover or focus of the button).
const ReportDialog = lazyWhenOpened(() =>
  import('./ReportDialog').then((module) => module.ReportDialog),
);

/**
 * 'Report' on someone else's show, comment or access note: a reason (and
 * optional details) sent to the operators. Reporting again replaces the
 * first report. `compact` is the comment's and the note's icon button; the
 * show's is a labelled button. An access note is named by its venue (`id`)
 * and its `feature`.
 */
export function ReportButton({
  kind,
  id,
  feature,
  compact = false,
}: {
  kind: ReportKind;
  id: number;
  feature?: AccessFeature;
  compact?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const label = `Report ${REPORTED_THING[kind]}`;
  return (
    <>
      {compact ? (
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={label}
            {...ReportDialog.openerProps(() => setOpened(true))}
          >
            <IconFlag size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          leftSection={<IconFlag size={16} aria-hidden />}
          {...ReportDialog.openerProps(() => setOpened(true))}
        >
          Report
        </Button>
      )}
      <ReportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        kind={kind}
        id={id}
        feature={feature}
      />
    </>
  );
}
