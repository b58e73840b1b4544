import { Progress, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A step's progress: the bar (the whole bar is the progressbar: its track is
 * seen at 0%), where it stands in bold under it ('Imported 1,200 of 5,000'),
 * then a hint.
 */
export function ImportProgressBar({
  now,
  max,
  percent,
  text,
  hint,
  ...name
}: {
  now: number;
  max: number;
  percent: number;
  text: string;
  hint: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <>
      <Progress.Root
        size="lg"
        radius="xl"
        role="progressbar"
        {...name}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={text}
      >
        <Progress.Section value={percent} withAria={false} />
      </Progress.Root>
      <Text fz="sm" fw={600} c="bright">
        {text}
      </Text>
      <Text fz="sm" c="dimmed">
        {hint}
      </Text>
    </>
  );
}
