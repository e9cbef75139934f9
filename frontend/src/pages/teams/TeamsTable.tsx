import type { ReactNode } from 'react';

import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';

import type { TeamView } from '../../api/team';
import type { ServerPages } from '../../api/use-server-pages';
import { formatDate } from '../../common/format-date';
import { serverListTableProps, wholeListCounter } from '../../common/table/server-list-table-props';
import { teamsStrings } from '../../strings/teams';

const text = teamsStrings.teams;

/** The unit's teams, a server page at a time; choosing a row opens its members. */
export function TeamsTable(props: {
  list: ServerPages<TeamView>;
  selected: TeamView | undefined;
  onSelect: (team: TeamView | undefined) => void;
  actions: ReactNode;
}) {
  const { list } = props;
  return (
    <Table
      variant="full-page"
      {...serverListTableProps(list, text)}
      trackBy="teamId"
      selectionType="single"
      selectedItems={props.selected ? [props.selected] : []}
      onSelectionChange={({ detail }) => props.onSelect(detail.selectedItems[0])}
      ariaLabels={{
        tableLabel: text.tableLabel,
        selectionGroupLabel: text.allSelectionLabel,
        itemSelectionLabel: (_state, team) => text.selectionLabel(team.name),
      }}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={wholeListCounter(list)}
          description={text.description}
          actions={props.actions}
        >
          {text.heading}
        </Header>
      }
      columnDefinitions={[
        { id: 'name', header: text.name, cell: (team) => team.name, isRowHeader: true },
        { id: 'members', header: text.members, cell: (team) => team.memberCount },
        { id: 'created', header: text.created, cell: (team) => formatDate(team.createdDate) },
        { id: 'createdBy', header: text.createdBy, cell: (team) => team.createdBy },
      ]}
    />
  );
}
