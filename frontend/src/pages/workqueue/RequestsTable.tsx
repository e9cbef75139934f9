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
import { PreviewCell } from './PreviewCell';

const text = workqueueStrings.requests;

/** Pending deletion requests below the unit, each with its preview and the decision buttons. */
export function RequestsTable(props: {
  ouid: string;
  list: ServerPages<DeletionRequestView>;
  onApprove: (request: DeletionRequestView) => void;
  onReject: (request: DeletionRequestView) => void;
}) {
  const { list } = props;
  return (
    <Table
      variant="container"
      {...serverListTableProps(list, text)}
      trackBy="identifier"
      ariaLabels={{ tableLabel: text.tableLabel }}
      header={<Header counter={wholeListCounter(list)}>{text.heading}</Header>}
      wrapLines
      columnDefinitions={[
        { id: 'unit', header: text.unit, cell: (item) => item.name, isRowHeader: true },
        { id: 'path', header: text.path, cell: (item) => item.ouidChain },
        { id: 'requestedBy', header: text.requestedBy, cell: (item) => item.requestedBy },
        {
          id: 'requestedAt',
          header: text.requestedAt,
          cell: (item) => formatDate(item.requestedAt),
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
