import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import type { CardsProps } from '@cloudscape-design/components/cards';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { OrgunitItem } from '../../api/orgunit';
import { unitPath } from '../../common/unit-routes';
import { unitHomePath } from '../../common/redirect';
import type { useOnFollow } from '../../common/use-on-follow';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';

const text = orgunitsStrings.orgunits;

interface CardOptions {
  /** The acting unit: details and edit screens open under it. */
  ouid: string;
  canEdit: boolean;
  onFollow: ReturnType<typeof useOnFollow>;
}

const orDash = (value: string | undefined) => value || commonStrings.common.notAvailable;

/** One child unit as a card: its name opens it as the active unit (spec §2). */
export function orgunitCardDefinition({
  ouid,
  canEdit,
  onFollow,
}: CardOptions): CardsProps.CardDefinition<OrgunitItem> {
  return {
    header: (item) => (
      <Link
        href={unitHomePath(item.data.identifier)}
        onFollow={onFollow}
        fontSize="heading-m"
        ariaLabel={text.openUnit(item.data.name)}
      >
        {item.data.name}
      </Link>
    ),
    sections: [
      { id: 'email', header: text.email, content: (item) => orDash(item.data.emailId) },
      { id: 'mobile', header: text.mobile, content: (item) => orDash(item.data.mobile) },
      {
        id: 'deletion',
        content: (item) =>
          item.markedForDeletion ? <Badge color="red">{text.requestedForDeletion}</Badge> : null,
      },
      {
        id: 'actions',
        content: (item) => (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              href={unitPath(ouid, 'orgunit', { id: item.data.identifier })}
              onFollow={onFollow}
              ariaLabel={text.detailsOf(item.data.name)}
            >
              {text.details}
            </Button>
            {canEdit && (
              <Button
                href={unitPath(ouid, 'editOrgunit', { id: item.data.identifier })}
                onFollow={onFollow}
                ariaLabel={text.editOf(item.data.name)}
              >
                {text.edit}
              </Button>
            )}
          </SpaceBetween>
        ),
      },
    ],
  };
}
