import { ratingFromScore, verdictFor } from '@gigrank/domain';
import { scoreColor, VerdictLabel } from '@gigrank/ui';
import { Group, Stack, Text } from '@mantine/core';
import { ScoreSlider } from '../../../components/ScoreSlider';
import { VARIANT_TEXT, type ShowFormVariant } from './field-rules';

const MARKS = [0, 40, 80, 100].map((value) => ({ value, label: String(value) }));

/**
 * What a screen reader says of the slider at each step: the score
 * and its verdict, '80 out of 100, Loved it!'; the verdict shown beside the
 * score is then not a live region of its own (it would be said twice).
 */
function scoreValueText(score: number): string {
  const verdict = verdictFor(ratingFromScore(score));
  return verdict ? `${score} out of 100, ${verdict.label}` : `${score} out of 100`;
}

/** The score slider (0-100, step 1) with the live score and its verdict ('Loved it!'...). */
export function ScoreField({
  value,
  onChange,
  variant,
  describedBy,
}: {
  value: number;
  onChange: (score: number) => void;
  variant: ShowFormVariant;
  /** Ids of what the slider scores (the rating queue's show), said after its value. */
  describedBy?: string;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Score
          </Text>
          <div data-testid="score-verdict">
            <VerdictLabel rating={ratingFromScore(value)} size="md" />
          </div>
        </Stack>
        <Group gap={2} align="baseline" wrap="nowrap">
          <Text
            fz={40}
            fw={900}
            lh={1}
            c={scoreColor(value)}
            data-testid={VARIANT_TEXT[variant].scoreTestId}
          >
            {value}
          </Text>
          <Text c="dimmed" fw={600}>
            /100
          </Text>
        </Group>
      </Group>
      <ScoreSlider
        value={value}
        onChange={onChange}
        marks={MARKS}
        thumbLabel="Score"
        thumbValueText={scoreValueText}
        thumbProps={describedBy ? { 'aria-describedby': describedBy } : undefined}
        mb="lg"
        mt="xs"
      />
    </Stack>
  );
}
