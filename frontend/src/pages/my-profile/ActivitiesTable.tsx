import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';

import { useUserActivities } from '../../api/userprofile';
import { strings } from '../../strings';
import { formatDate } from '../org-home/format-date';

const text = strings.myProfile;

/** The signed-in user's audit records, with loading and empty states. */
export function ActivitiesTable({
  username,
  ouid,
}: {
  username: string;
  ouid: string | undefined;
}) {
  const { data, isLoading, error } = useUserActivities(username, ouid);
  return (
    <Table
      variant="embedded"
      loading={isLoading}
      loadingText={text.activitiesLoading}
      items={data?.items ?? []}
      trackBy="id"
      empty={<Box textAlign="center">{error ? error.message : text.noActivities}</Box>}
      columnDefinitions={[
        { id: 'at', header: text.when, cell: (item) => formatDate(item.at) },
        { id: 'action', header: text.action, cell: (item) => item.action },
        { id: 'summary', header: text.summary, cell: (item) => item.summary },
        { id: 'ouid', header: text.unit, cell: (item) => item.ouid },
      ]}
    />
  );
}
