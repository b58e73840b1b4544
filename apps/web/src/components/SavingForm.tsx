import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form that checks its own fields (no browser bubbles) and whose every
 * field and button is disabled while it saves, its fields stacked.
 */
export function SavingForm({
  label,
  saving,
  onSubmit,
  children,
}: {
  label: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">{children}</Stack>
      </fieldset>
    </form>
  );
}
