import { PageMessage } from '@gigrank/ui';
import { Button } from '@mantine/core';
import { IconMicrophone2Off } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A failed artist fetch (SPEC section 2). */
export function ArtistNotFound() {
  return (
    <PageMessage
      icon={<IconMicrophone2Off size={40} stroke={1.6} />}
      title="Artist Not Found"
      titleColor="bright"
      actions={
        <Button component={Link} to="/" variant="light">
          Return Home
        </Button>
      }
    >
      We couldn&apos;t find information for this artist.
    </PageMessage>
  );
}
