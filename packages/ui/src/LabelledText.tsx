import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * 'Label: value' as one text with the label in bold, as a show's favourite
 * song and notes are written on its card and in the rating queue.
 */
export function LabelledText({
  label,
  children,
  ...text
}: TextProps & { label: string; children: ReactNode }) {
  return (
    <Text {...text}>
      <Text span fw={600} inherit>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}
