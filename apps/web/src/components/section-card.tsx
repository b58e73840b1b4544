import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered card that is a page region, named by the heading whose id is
 * `titleId`; a margin, a test id or aria-busy go on the region as given.
 */
export function SectionCard({
  titleId,
  padding,
  children,
  ...rest
}: {
  titleId: string;
  /** From the small screens up: the inside space grows on larger ones. */
  padding: PaperProps['p'];
  children: ReactNode;
  mb?: PaperProps['mb'];
  'aria-busy'?: boolean;
  'data-testid'?: string;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="lg"
      p={padding}
      withBorder
      {...rest}
    >
      {children}
    </Paper>
  );
}
