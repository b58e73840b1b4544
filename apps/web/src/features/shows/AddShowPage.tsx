import { PageHeader } from '../shell/PageHeader';

/** Add New Show (SPEC section 2). The form arrives in a later milestone. */
export function AddShowPage() {
  return <PageHeader title="Add New Show" />;
}
