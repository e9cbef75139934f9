import Link, { type LinkProps } from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';

import type { UnitPerson } from '../../api/unit-access';
import { whoHasAccessStrings } from '../../strings/who-has-access';

const text = whoHasAccessStrings;

export interface AccessColumnsContext {
  /** The granting unit's page, or undefined when the viewer cannot open it. */
  unitHref: (unitId: string) => string | undefined;
  onFollow: NonNullable<LinkProps['onFollow']>;
}

/** Person, roles, the granting unit (linked where the viewer can open it), direct or inherited. */
export function whoHasAccessColumns({
  unitHref,
  onFollow,
}: AccessColumnsContext): TableProps.ColumnDefinition<UnitPerson>[] {
  return [
    {
      id: 'person',
      header: text.columns.person,
      cell: (row) => (row.name ? `${row.name} (${row.username})` : row.username),
      isRowHeader: true,
    },
    { id: 'roles', header: text.columns.roles, cell: (row) => row.roles.join(', ') },
    {
      id: 'grantedOn',
      header: text.columns.grantedOn,
      cell: (row) => {
        const href = unitHref(row.unitId);
        return href ? (
          <Link href={href} onFollow={onFollow}>
            {row.unitName}
          </Link>
        ) : (
          row.unitName
        );
      },
    },
    {
      id: 'how',
      header: text.columns.how,
      cell: (row) => (row.inherited ? text.inherited : text.direct),
    },
  ];
}
