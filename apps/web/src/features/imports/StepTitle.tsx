import { Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/**
 * The heading (h2) of an import step that the page moves the focus to
 * (`headingRef`) when the step comes: the progress, the preview, the summary.
 */
export function StepTitle({
  id,
  headingRef,
  children,
}: {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Title order={2} id={id} fz="lg" c="bright" ref={headingRef} tabIndex={-1}>
      {children}
    </Title>
  );
}
