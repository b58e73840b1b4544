import { PageHeader } from '../shell/PageHeader';

/** Home (SPEC section 2). Its Activity and leaderboard tabs arrive in a later milestone. */
export function HomePage() {
  return <PageHeader title="Home" />;
}
