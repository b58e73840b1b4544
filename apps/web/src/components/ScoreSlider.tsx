import { SCORE_MAX, SCORE_MIN, SCORE_STEP } from '@gigrank/domain';
import { scoreColor } from '@gigrank/ui';
import { Slider, type SliderProps } from '@mantine/core';

/** A score's range: 0-100 in whole numbers. */
const SCORE_RANGE = { min: SCORE_MIN, max: SCORE_MAX, step: SCORE_STEP };

/**
 * A score slider (0-100, whole numbers), large and in the colour of its
 * score, without the floating label over the thumb (the score is written
 * beside it). `thumbLabel` names it.
 */
export function ScoreSlider({
  value,
  ...props
}: Omit<SliderProps, 'min' | 'max' | 'step' | 'label' | 'size' | 'color'> & {
  value: number;
  thumbLabel: string;
}) {
  return (
    <Slider
      {...SCORE_RANGE}
      value={value}
      label={null}
      size="lg"
      color={scoreColor(value)}
      {...props}
    />
  );
}
