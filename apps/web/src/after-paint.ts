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

/**
 * How many module preloads are added in one task. Chromium does a few
 * milliseconds of work for each one it is given (at 4x CPU slowdown a
 * screen's 120 took 560-780 ms in one task, the longest of the load); in
 * batches, with a turn of the event loop between them, no batch blocks taps.
 */
const PRELOADS_PER_TASK = 6;

function startApp(entry: string, preload: string[]): void {
  let next = 0;
  const addBatch = () => {
    for (const href of preload.slice(next, next + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    next += PRELOADS_PER_TASK;
    if (next < preload.length) setTimeout(addBatch, 0);
    // The entry once every module has its preload: the route's own loader (Vite's preload
    // helper) then finds them all there and adds none of its own in one long task.
    else void import(/* @vite-ignore */ entry);
  };
  addBatch();
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
