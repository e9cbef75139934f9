import { useContext } from 'react';

import Link from '@cloudscape-design/components/link';

import { useSession } from '../../session/session-context';
import { ActiveUnitContext } from '../shell/active-unit-context';
import { useOnFollow } from '../use-on-follow';
import type { WordPart } from './reason-words';
import { unitPageHref } from './unit-page-href';

/** A reason sentence with each unit it names as a link to that unit's page. */
export function ReasonWords({ parts }: { parts: readonly WordPart[] }) {
  const onFollow = useOnFollow();
  const { session } = useSession();
  // Outside the unit shell (the standalone no-permission page) no unit is acted as.
  const actingOuid = useContext(ActiveUnitContext)?.ouid;
  const viewer = {
    systemAdmin: session?.systemAdmin ?? false,
    ownUnits: session?.units ?? [],
    actingOuid,
  };
  return (
    <span>
      {parts.map((part, index) =>
        'text' in part ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Link
            key={index}
            variant="primary"
            href={unitPageHref(part.unit.id, viewer)}
            onFollow={onFollow}
          >
            {part.unit.name}
          </Link>
        ),
      )}
    </span>
  );
}
