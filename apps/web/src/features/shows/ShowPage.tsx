import { PageHeader } from '../shell/PageHeader';

/** A show's page (DECISIONS.md). Its content arrives in a later milestone. */
export function ShowPage() {
  return <PageHeader title="Show" />;
}
