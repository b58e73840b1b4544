import type { RatingScale, RatingScaleSource } from '@gigrank/domain';
import { Select, Stack, Text } from '@mantine/core';
import { RATING_SCALE_CHOICES, ratingScaleNote, ratingScaleText } from './import-text';

/**
 * The scale the score column is read in: what it does to the ratings ('Ratings
 * out of 10: 8 becomes 80, 8.5 becomes 85.'), why it was chosen, how scores
 * are rounded, and a Select to read the column another way (the preview is
 * made again).
 */
export function RatingScaleField({
  scale,
  from,
  onChange,
}: {
  /** The scale on screen: the one the user chose, else the preview's. */
  scale: RatingScale;
  from: RatingScaleSource;
  onChange: (scale: RatingScale) => void;
}) {
  return (
    <Stack gap={4}>
      <Select
        label="Score scale"
        data={RATING_SCALE_CHOICES}
        value={scale}
        allowDeselect={false}
        onChange={(value) => {
          const choice = RATING_SCALE_CHOICES.find((c) => c.value === value);
          if (choice) onChange(choice.value);
        }}
        comboboxProps={{ withinPortal: true }}
        description={ratingScaleText(scale)}
        descriptionProps={{ fz: 'sm', c: 'bright' }}
      />
      <Text fz="xs" c="dimmed">
        {ratingScaleNote(from)}
      </Text>
    </Stack>
  );
}
