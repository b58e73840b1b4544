import { PRODUCT_NAME } from '@gigrank/domain';
import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../shell/PageHeader';

/** An artist's page (SPEC section 2). Stats, rating and shows arrive in a later milestone. */
export function ArtistPage({ artistName }: { artistName: string }) {
  useDocumentTitle(`${artistName} | ${PRODUCT_NAME}`);
  return <PageHeader title={artistName} />;
}
