import './styles/mantine.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initialSessionCheck } from './lib/session-check';
import { router } from './router';

// Ask who is signed in right away, and start the first screen's code and data
// (route loaders, see lib/prefetch.ts) alongside, before React renders anything.
void initialSessionCheck().catch(() => undefined);
void router
  // `href` wins over `to` (the current location, as typed in the address bar).
  .preloadRoute({ to: '.', href: `${location.pathname}${location.search}${location.hash}` })
  .catch(() => undefined);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
