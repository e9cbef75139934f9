import { Fragment } from 'react';

import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';

import { useOnFollow } from '../use-on-follow';
import type { ChainLink } from './chain-links';

/** A unit by name, linked when it has a page to open; the id alone when no name is known. */
export function UnitLink({ unit, withId = false }: { unit: ChainLink; withId?: boolean }) {
  const onFollow = useOnFollow();
  if (unit.name === undefined) return <Box variant="span">{unit.id}</Box>;
  const label = unit.href ? (
    <Link href={unit.href} onFollow={onFollow}>
      {unit.name}
    </Link>
  ) : (
    <Box variant="span">{unit.name}</Box>
  );
  if (!withId) return label;
  return (
    <Box variant="span">
      {label}{' '}
      <Box variant="span" color="text-body-secondary" fontSize="body-s">
        {unit.id}
      </Box>
    </Box>
  );
}

/** The ouid chain as a trail of names, top first, each linked to its unit (breadcrumb-like). */
export function UnitChain({
  links,
  ariaLabel,
}: {
  links: readonly ChainLink[];
  ariaLabel: string;
}) {
  return (
    <span role="list" aria-label={ariaLabel}>
      {links.map((unit, index) => (
        <Fragment key={unit.id}>
          {index > 0 && <span aria-hidden="true"> / </span>}
          <span role="listitem">
            <UnitLink unit={unit} />
          </span>
        </Fragment>
      ))}
    </span>
  );
}
