import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';

import type { OrgunitData } from '../../api/orgunit';
import { strings } from '../../strings';
import { formatDate } from './format-date';

export function OrgUnitDetails({ unit }: { unit: OrgunitData }) {
  const text = strings.orgHome;
  const orDash = (value: string | undefined) => value || strings.common.notAvailable;
  return (
    <Container header={<Header variant="h2">{text.detailsHeading}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: text.name, value: unit.name },
          { label: text.identifier, value: unit.identifier },
          { label: text.type, value: unit.type },
          { label: text.description, value: orDash(unit.description) },
          { label: text.email, value: orDash(unit.emailId) },
          { label: text.mobile, value: orDash(unit.mobile) },
          { label: text.createdDate, value: orDash(formatDate(unit.createdDate)) },
          { label: text.lastModifiedDate, value: orDash(formatDate(unit.lastModifiedDate)) },
        ]}
      />
    </Container>
  );
}
