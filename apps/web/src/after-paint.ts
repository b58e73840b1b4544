/**
 * Starts the app on a page the server rendered (apps/api http/first-screen.ts
 * puts this script there instead of the app's own): the markup paints from
 * the HTML and the stylesheet alone, and only then are the app's scripts
 * fetched and run to hydrate it (main.tsx). So on a slow phone the first
 * frame is not held behind the scripts' download and start-up work.
 *
 * The script tag names the app's entry (`data-entry`) and the modules to
 * fetch alongside it (`data-preload`, JSON: the entry's imports and the
 * screen's route chunk).
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

function startApp(entry: string, preload: string[]): void {
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

if (tag?.dataset.entry) {
  const entry = tag.dataset.entry;
  let preload: string[] = [];
  try {
    const list: unknown = JSON.parse(tag.dataset.preload ?? '[]');
    if (Array.isArray(list)) preload = list.filter((href) => typeof href === 'string');
  } catch {
    // Without the list the entry still loads its imports itself.
  }
  // requestAnimationFrame runs just before the next frame; the timeout after it has painted.
  requestAnimationFrame(() => setTimeout(() => startApp(entry, preload), 0));
}
