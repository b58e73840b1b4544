import { Group, Paper, Title, type PaperProps } from '@mantine/core';
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

/**
 * A page's card headed by its title (an h2 whose id is `titleId`), with an
 * icon before the title and something after it (a count, a link) when given.
 */
export function TitledSectionCard({
  titleId,
  title,
  icon,
  aside,
  children,
}: {
  titleId: string;
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionCard titleId={titleId} padding={{ base: 'md', sm: 'xl' }}>
      <Group gap="xs" mb="md">
        {icon}
        <Title order={2} fz="lg" id={titleId} c="bright">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </SectionCard>
  );
}
