import { Paper, type PaperProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type RowCardProps = PaperProps & Omit<ComponentPropsWithRef<'li'>, keyof PaperProps>;

/** A list item drawn as a bordered card: a row of a ranking, a leaderboard or a list of plans. */
export function RowCard(props: RowCardProps) {
  return <Paper component="li" withBorder radius="md" px="sm" py="xs" {...props} />;
}
