import { createFileRoute } from '@tanstack/react-router';
import { AddShowPage } from '../features/shows/AddShowPage';
import { validateAddShowSearch } from '../features/shows/add-show-search';

export const Route = createFileRoute('/add')({
  validateSearch: validateAddShowSearch,
  component: AddShowPage,
});
