import type { ReactNode } from 'react';

import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';

import type { OrgunitData } from '../../api/orgunit';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';
import { formatDate } from '../format-date';

/** Every field of a unit (spec §3); the home and the details page both show it. */
export function OrgUnitDetails({ unit, actions }: { unit: OrgunitData; actions?: ReactNode }) {
  const text = orgunitsStrings.orgHome;
  const orDash = (value: string | undefined) => value || commonStrings.common.notAvailable;
  return (
    <Container
      header={
        <Header variant="h2" actions={actions}>
          {text.detailsHeading}
        </Header>
      }
    >
      <KeyValuePairs
        columns={3}
        items={[
          { label: text.name, value: unit.name },
          { label: text.identifier, value: unit.identifier },
          { label: text.type, value: unit.type },
          { label: text.description, value: orDash(unit.description) },
          { label: text.email, value: orDash(unit.emailId) },
          { label: text.mobile, value: orDash(unit.mobile) },
          { label: text.ouidChain, value: unit.ouidChain },
          { label: text.parent, value: orDash(unit.parentOuId) },
          { label: text.createdDate, value: orDash(formatDate(unit.createdDate)) },
          { label: text.lastModifiedDate, value: orDash(formatDate(unit.lastModifiedDate)) },
        ]}
      />
    </Container>
  );
}
