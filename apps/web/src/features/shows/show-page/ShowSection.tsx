import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';

/** A card of the show page: a region named by its heading, with an icon or a count beside it. */
export function ShowSection({
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
