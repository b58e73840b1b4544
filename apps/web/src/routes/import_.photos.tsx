import { createFileRoute } from '@tanstack/react-router';
import { PhotoBackfillPage } from '../features/photo-backfill/PhotoBackfillPage';

/** Backfill from photos: evenings found in the photos' dates and places, confirmed into shows. */
export const Route = createFileRoute('/import_/photos')({
  component: PhotoBackfillPage,
});
