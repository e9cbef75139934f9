import type { ReactNode } from 'react';

import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';

import type { OrgunitItem } from '../../api/orgunit';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';
import { useRequiredUnit } from '../gate/required-unit';
import { formatDate } from '../format-date';
import { chainLinks } from './chain-links';
import { UnitChain, UnitLink } from './UnitChain';

/**
 * Every field of a unit (spec §3); the home and the details page both show it. Names lead: the
 * type in words, the parent and the ouid chain as linked names (the parent's id beside it).
 */
export function OrgUnitDetails({ item, actions }: { item: OrgunitItem; actions?: ReactNode }) {
  const text = orgunitsStrings.orgHome;
  const { ouid } = useRequiredUnit();
  const unit = item.data;
  const orDash = (value: string | undefined) => value || commonStrings.common.notAvailable;
  const links = chainLinks(
    unit.ouidChain,
    item.ancestors,
    { id: unit.identifier, name: unit.name },
    ouid,
  );
  const parent = unit.parentOuId ? links.find((link) => link.id === unit.parentOuId) : undefined;
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
          { label: text.type, value: orgunitsStrings.unitTypes[unit.type] },
          { label: text.description, value: orDash(unit.description) },
          { label: text.email, value: orDash(unit.emailId) },
          { label: text.mobile, value: orDash(unit.mobile) },
          {
            label: text.ouidChain,
            value: <UnitChain links={links} ariaLabel={text.ouidChainAriaLabel} />,
          },
          {
            label: text.parent,
            value: parent ? <UnitLink unit={parent} withId /> : text.noParent,
          },
          { label: text.createdDate, value: orDash(formatDate(unit.createdDate)) },
          { label: text.lastModifiedDate, value: orDash(formatDate(unit.lastModifiedDate)) },
        ]}
      />
    </Container>
  );
}
