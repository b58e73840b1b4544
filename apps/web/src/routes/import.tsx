import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '../features/imports/ImportPage';

/** Import: setlist.fm pages or a CSV, previewed, then imported with a progress bar. */
export const Route = createFileRoute('/import')({
  component: ImportPage,
});
