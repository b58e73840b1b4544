import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card that is a page region, named by the heading whose id is `titleId`. */
export function SectionCard({
  titleId,
  padding,
  children,
}: {
  titleId: string;
  /** From the small screens up: the inside space grows on larger ones. */
  padding: PaperProps['p'];
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={titleId} radius="lg" p={padding} withBorder>
      {children}
    </Paper>
  );
}
