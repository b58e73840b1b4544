import { Box, Stack, type MantineSpacing } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import classes from './FormCard.module.css';

/**
 * A screen's form on a raised card (FormCard.module.css): it checks its own
 * fields (no browser bubbles), every field and button is disabled while it
 * saves, and its parts are stacked `gap` apart.
 */
export function FormCard({
  label,
  saving,
  onSubmit,
  gap,
  children,
  ...data
}: {
  label: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  gap: MantineSpacing;
  children: ReactNode;
  /** A data attribute for the page's own styles or scripts. */
  [attribute: `data-${string}`]: boolean | string | undefined;
}) {
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      className={classes.card}
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      aria-label={label}
      {...data}
    >
      <fieldset className={classes.fieldset} disabled={saving}>
        <Stack gap={gap}>{children}</Stack>
      </fieldset>
    </Box>
  );
}
