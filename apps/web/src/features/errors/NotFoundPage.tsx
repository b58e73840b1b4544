import { PageMessage } from '@gigrank/ui';
import { Button, Code } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';

/** Any unknown path (SPEC section 2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PageMessage
      icon={<IconMapQuestion size={40} stroke={1.6} />}
      title="404 Page Not Found"
      actions={
        <Button component={Link} to="/" variant="light">
          Go to Home
        </Button>
      }
    >
      Nothing is routed at <Code>{pathname}</Code>. Did you forget to add the page to the router?
    </PageMessage>
  );
}
