import type { ImportCommitResponse } from '@gigrank/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChecks, IconListNumbers, IconStar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import { SectionCard } from '../../components/section-card';
import { progressPercent, progressText, summaryText } from './import-text';
import { ImportProgressBar } from './ImportProgressBar';
import { StepTitle } from './StepTitle';

/** The rating queue of unscored shows (built beside this screen). */
const RATE_PATH = '/rate' as const;

/** While the import runs: a bar that says how far it is ('Imported 1,200 of 5,000'). */
export function ImportProgressSection({
  done,
  total,
  headingRef,
}: {
  done: number;
  total: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <SectionCard titleId="import-progress-title" padding={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" aria-busy>
        <StepTitle id="import-progress-title" headingRef={headingRef}>
          Importing your shows
        </StepTitle>
        <ImportProgressBar
          aria-labelledby="import-progress-title"
          now={Math.min(done, total)}
          max={total}
          percent={progressPercent(done, total)}
          text={progressText(done, total)}
          hint="Keep this page open until it is done. If it stops, importing the same file again carries on where it left off, and nothing is created twice."
        />
      </Stack>
    </SectionCard>
  );
}

/**
 * The end of an import: what it did, then where to go: the rating queue
 * when some imported show has no score yet, the ranking, or another file.
 */
export function ImportSummarySection({
  result,
  unscored,
  headingRef,
  onAgain,
  againLabel = 'Import another file',
  children,
}: {
  result: ImportCommitResponse;
  unscored: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
  /** The button that starts over. */
  againLabel?: string;
  /** More about the outcome, under its counts (the duplicates skipped, say). */
  children?: ReactNode;
}) {
  return (
    <SectionCard titleId="import-summary-title" padding={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconChecks size={22} aria-hidden />
          <StepTitle id="import-summary-title" headingRef={headingRef}>
            Import finished
          </StepTitle>
        </Group>
        <Text fw={600} c="bright">
          {summaryText(result)}
        </Text>
        {children}
        <Group gap="sm">
          {unscored ? (
            <Button
              component={Link}
              to={RATE_PATH}
              leftSection={<IconStar size={16} aria-hidden />}
            >
              Rate your imported shows
            </Button>
          ) : null}
          <Button
            component={Link}
            to="/profile"
            variant={unscored ? 'light' : 'filled'}
            leftSection={<IconListNumbers size={16} aria-hidden />}
          >
            See your ranking
          </Button>
          <Button variant="subtle" onClick={onAgain}>
            {againLabel}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
