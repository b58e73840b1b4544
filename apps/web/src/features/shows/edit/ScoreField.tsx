import { SCORE_MAX, SCORE_MIN, SCORE_STEP, ratingFromScore } from '@gigrank/domain';
import { Group, Slider, Stack, Text } from '@mantine/core';
import { VerdictLabel, scoreColor } from '@gigrank/ui';

/** The score slider (0-100, step 1) with the live score and verdict (SPEC sections 2 and 4). */
export function ScoreField({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Text fw={600} fz="sm">
          Score
        </Text>
        <Group gap="xs" align="baseline" aria-live="polite">
          <Text fz={32} fw={900} lh={1} c={scoreColor(value)} data-testid="edit-score-value">
            {value}
          </Text>
          <Text fz="sm" c="dimmed">
            /100
          </Text>
          <VerdictLabel rating={ratingFromScore(value)} />
        </Group>
      </Group>
      <Slider
        min={SCORE_MIN}
        max={SCORE_MAX}
        step={SCORE_STEP}
        value={value}
        onChange={onChange}
        color={scoreColor(value)}
        size="lg"
        thumbLabel="Score"
        label={null}
        marks={[
          { value: 0, label: '0' },
          { value: 40, label: '40' },
          { value: 80, label: '80' },
          { value: 100, label: '100' },
        ]}
        mb="lg"
      />
    </Stack>
  );
}
