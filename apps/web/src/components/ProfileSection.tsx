import { Group, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card';
import { ListEmpty, ListSkeleton, QueryStates, type QueryStatus } from './QueryStates';

/**
 * The card of a profile tab (Seen, Want to See, For You): a section named by
 * its title, with a tinted icon, the count under the title once known, and an
 * action at the end of the header ('See all').
 */
export interface ProfileSectionProps {
  /** The title's id: it names the section. */
  titleId: string;
  title: string;
  icon: Icon;
  color: MantineColor;
  /** Under the title, with the test id the e2e specs read it by. */
  count?: { text: string; testId: string } | null;
  action?: ReactNode;
  children: ReactNode;
}

export function ProfileSection({
  titleId,
  title,
  icon: IconComponent,
  color,
  count,
  action,
  children,
}: ProfileSectionProps) {
  return (
    <SectionCard titleId={titleId} padding={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={color} radius="md" size="lg" aria-hidden>
            <IconComponent size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} fz="lg" id={titleId} c="bright">
              {title}
            </Title>
            {count ? (
              <Text fz="sm" c="dimmed" data-testid={count.testId}>
                {count.text}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {action}
      </Group>
      {children}
    </SectionCard>
  );
}

/**
 * A profile tab with nothing to list: the owner reads `ownerTitle` and gets
 * `action`; a visitor only reads `visitorTitle`.
 */
interface TabEmptyProps {
  isOwner: boolean;
  ownerTitle: string;
  visitorTitle: string;
  action: ReactNode;
  icon: Icon;
  color: MantineColor;
}

function TabEmpty({ isOwner, ownerTitle, visitorTitle, action, icon, color }: TabEmptyProps) {
  return (
    <ListEmpty
      icon={icon}
      color={color}
      title={isOwner ? ownerTitle : visitorTitle}
      action={isOwner ? action : null}
    />
  );
}

/**
 * A profile tab that lists things (Seen, Want to See): its card, then the
 * list's states: placeholder rows while loading, the load error with
 * 'Try again', the owner's or visitor's empty state, or the list. `after`
 * (the tab's dialogs) sits in the card whatever the state.
 */
export function ProfileListTab({
  section,
  query,
  loading,
  errorMessage,
  empty,
  before,
  after,
  children,
}: {
  section: Omit<ProfileSectionProps, 'children'>;
  query: QueryStatus;
  loading: { label: string; rowHeight: number };
  errorMessage: string;
  /** The empty state, given only when there is nothing to list. */
  empty: TabEmptyProps | null;
  /** Above the list whatever its state (the Seen list's shows waiting to upload). */
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ProfileSection {...section}>
      {before}
      <QueryStates
        query={query}
        loading={<ListSkeleton label={loading.label} height={loading.rowHeight} />}
        errorMessage={errorMessage}
        empty={empty ? <TabEmpty {...empty} /> : null}
      >
        {children}
      </QueryStates>
      {after}
    </ProfileSection>
  );
}
