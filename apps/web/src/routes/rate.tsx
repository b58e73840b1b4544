import { createFileRoute } from '@tanstack/react-router';
import { RateQueuePage } from '../features/rate/RateQueuePage';

/** The "Rate your imported shows" queue; its code loads with the route. */
export const Route = createFileRoute('/rate')({
  component: RateQueuePage,
});
