import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';

import type { ServerPages } from '../../api/use-server-pages';
import type { DeletionRequestView } from '../../api/workqueue';
import { formatDate } from '../../common/format-date';
import { serverListTableProps, wholeListCounter } from '../../common/table/server-list-table-props';
import { workqueueStrings } from '../../strings/workqueue';
import { MayApproveCell } from './MayApproveCell';
import { PreviewCell } from './PreviewCell';

const text = workqueueStrings.requests;

/**
 * Pending deletion requests below the unit (on the SYSTEM unit, `everyTenant`: those of every
 * tenant, with the tenant's name), each with who may approve it, its preview and the decision
 * buttons.
 */
export function RequestsTable(props: {
  ouid: string;
  everyTenant?: boolean;
  list: ServerPages<DeletionRequestView>;
  onApprove: (request: DeletionRequestView) => void;
  onReject: (request: DeletionRequestView) => void;
}) {
  const { list, everyTenant } = props;
  const tenantColumn = {
    id: 'tenant',
    header: text.tenant,
    cell: (item: DeletionRequestView) => item.tenantName ?? '',
  };
  return (
    <Table
      variant="container"
      {...serverListTableProps(list, text)}
      trackBy="identifier"
      ariaLabels={{ tableLabel: everyTenant ? text.platformTableLabel : text.tableLabel }}
      header={
        <Header counter={wholeListCounter(list)}>
          {everyTenant ? text.platformHeading : text.heading}
        </Header>
      }
      wrapLines
      columnDefinitions={[
        ...(everyTenant ? [tenantColumn] : []),
        { id: 'unit', header: text.unit, cell: (item) => item.name, isRowHeader: true },
        { id: 'path', header: text.path, cell: (item) => item.ouidChain },
        { id: 'requestedBy', header: text.requestedBy, cell: (item) => item.requestedBy },
        {
          id: 'requestedAt',
          header: text.requestedAt,
          cell: (item) => formatDate(item.requestedAt),
        },
        {
          id: 'mayApprove',
          header: text.mayApprove,
          cell: (item) => <MayApproveCell mayApprove={item.mayApprove} />,
        },
        {
          id: 'affects',
          header: text.affects,
          cell: (item) => <PreviewCell ouid={props.ouid} id={item.identifier} />,
        },
        {
          id: 'decision',
          header: text.decision,
          cell: (item) =>
            item.ownRequest ? (
              <Box color="text-status-inactive">{text.ownRequest}</Box>
            ) : (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  ariaLabel={text.approveLabel(item.name)}
                  onClick={() => props.onApprove(item)}
                >
                  {text.approve}
                </Button>
                <Button
                  ariaLabel={text.rejectLabel(item.name)}
                  onClick={() => props.onReject(item)}
                >
                  {text.reject}
                </Button>
              </SpaceBetween>
            ),
        },
      ]}
    />
  );
}
