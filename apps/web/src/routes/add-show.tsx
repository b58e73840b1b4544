import { createFileRoute } from '@tanstack/react-router';
import { AddShowPage } from '../features/shows/AddShowPage';
import { validateAddShowSearch } from '../features/shows/add-show-search';

/** The older path of the Add New Show form; same screen, same `artist` parameter. */
export const Route = createFileRoute('/add-show')({
  validateSearch: validateAddShowSearch,
  component: AddShowPage,
});
