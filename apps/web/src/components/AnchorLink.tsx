import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink, Link, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';

type MantineAnchorProps = Omit<AnchorProps, 'href'> & ComponentPropsWithRef<'a'>;

function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

const CreatedAnchorLink = createLink(MantineAnchor);

/** A Mantine Anchor that is a typed router link (`to` and `params` checked against the routes). */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <CreatedAnchorLink {...props} />
);

/** An artist's page as a Mantine Anchor, its text the artist's name unless `children` say otherwise. */
export function ArtistAnchor({
  name,
  children,
  ...anchor
}: { name: string } & Omit<MantineAnchorProps, 'href'>) {
  return (
    <AnchorLink to="/artist/$artistName" params={{ artistName: name }} {...anchor}>
      {children ?? name}
    </AnchorLink>
  );
}

/** An artist's page as a plain link styled by `className`, its text the name unless `children` say otherwise. */
export function ArtistLink({
  name,
  className,
  children,
}: {
  name: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link to="/artist/$artistName" params={{ artistName: name }} className={className}>
      {children ?? name}
    </Link>
  );
}
