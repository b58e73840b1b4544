// Moved to components/; this re-export lasts until AddShowPage.tsx imports it from there.
export { PageHeader } from '../../components/PageHeader';
