import type { User } from '@gigrank/domain';
import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppHeader } from './AppHeader';
import { BottomTabBar } from './BottomTabBar';
import classes from './AppLayout.module.css';
import { CONTENT_MAX_WIDTH, HEADER_HEIGHT, TAB_BAR_HEIGHT } from './layout';

/** The signed-in frame: header on top, the screen in a centred column, tab bar at the bottom. */
export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: TAB_BAR_HEIGHT }}
      padding={0}
      classNames={{ main: classes.main }}
    >
      <AppShell.Header className={classes.header}>
        <AppHeader user={user} />
      </AppShell.Header>
      <AppShell.Main>
        <Container
          size={CONTENT_MAX_WIDTH}
          px={{ base: 'md', sm: 'lg' }}
          py={{ base: 'md', sm: 'xl' }}
        >
          {children}
        </Container>
      </AppShell.Main>
      <AppShell.Footer className={classes.footer}>
        <BottomTabBar />
      </AppShell.Footer>
    </AppShell>
  );
}
