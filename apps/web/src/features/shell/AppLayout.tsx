import type { User } from '@gigrank/domain';
import { Container, rem } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { AppHeader } from './AppHeader';
import { BottomTabBar } from './BottomTabBar';
import classes from './AppLayout.module.css';
import { CONTENT_MAX_WIDTH, HEADER_HEIGHT, TAB_BAR_HEIGHT } from './layout';
import { OfflineBanner } from './OfflineBanner';
import { MAIN_CONTENT_ID, SkipLinks } from './SkipLinks';

/**
 * react-remove-scroll's class (what Mantine's AppShell puts on its header): while a
 * dialog locks the page scroll, fixed bars keep clear of the scrollbar gap.
 */
const ZERO_RIGHT = 'right-scroll-bar-position';

/**
 * The signed-in frame: header on top, the screen in a centred column, tab bar at the bottom.
 * Plain fixed bars (Mantine's AppShell brings navbars, asides and resizing we do not use).
 */
export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  const dimensions = {
    '--shell-header-height': rem(HEADER_HEIGHT),
    '--shell-footer-height': rem(TAB_BAR_HEIGHT),
  } as CSSProperties;
  return (
    <div style={dimensions}>
      <SkipLinks />
      <header className={`${ZERO_RIGHT} ${classes.header}`}>
        <AppHeader user={user} />
      </header>
      <main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <OfflineBanner />
        <Container
          size={CONTENT_MAX_WIDTH}
          px={{ base: 'md', sm: 'lg' }}
          py={{ base: 'md', sm: 'xl' }}
        >
          {children}
        </Container>
      </main>
      <footer className={`${ZERO_RIGHT} ${classes.footer}`}>
        <BottomTabBar />
      </footer>
    </div>
  );
}
