import { useParams } from 'react-router-dom';

import { orgunitPath, useOrgunitAs } from '../../api/orgunit';
import { useInvalidate } from '../../api/use-api-call';
import { unitPath } from '../../common/unit-routes';
import { LoadFailureAbove, LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PageSpinner } from '../../common/PageSpinner';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';
import { EditOrgunitForm } from './EditOrgunitForm';

const text = orgunitsStrings.editOrgunit;

/** `/{ouid}/edit-orgunit/{id}`: loads the unit (with its version), then the form. */
export default function EditOrgunitPage() {
  const { id } = useParams();
  const { ouid } = useRequiredUnit();
  const invalidate = useInvalidate();
  const { data: item, isLoading, error, retry } = useOrgunitAs(id, ouid);
  useUnitBreadcrumbs([
    ...(ouid
      ? [{ text: commonStrings.menu.childOrganisations, href: unitPath(ouid, 'orgunits') }]
      : []),
    ...(ouid && id && item
      ? [{ text: item.data.name, href: unitPath(ouid, 'orgunit', { id }) }]
      : []),
    text.heading,
  ]);

  const failure = { header: text.loadFailed, error, onRetry: retry };
  if (isLoading) return <PageSpinner />;
  if (!item || !ouid || !id) return <LoadFailureAlert {...failure} />;
  return (
    <LoadFailureAbove {...failure}>
      {/* A reload brings a new version: the form starts again from the stored values. */}
      <EditOrgunitForm
        key={item.version}
        ouid={ouid}
        item={item}
        onReload={() => void invalidate(orgunitPath(id))}
      />
    </LoadFailureAbove>
  );
}
