import { useEffect } from 'react';
import { useParams } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';

import { failureMessage } from '../../api/api-error';
import { orgunitPath, useOrgunitAs } from '../../api/orgunit';
import { useInvalidate } from '../../api/use-api-call';
import { unitPath } from '../../app/unit-routes';
import { PageSpinner } from '../../common/PageSpinner';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useShell } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { strings } from '../../strings';
import { EditOrgunitForm } from './EditOrgunitForm';

const text = strings.editOrgunit;

/** `/{ouid}/edit-orgunit/{id}`: loads the unit (with its version), then the form. */
export default function EditOrgunitPage() {
  const { id } = useParams();
  const { ouid } = useActiveUnitContext();
  const { notify } = useShell();
  const invalidate = useInvalidate();
  const { data: item, isLoading, error } = useOrgunitAs(id, ouid);
  useUnitBreadcrumbs([
    ...(ouid ? [{ text: strings.menu.childOrganisations, href: unitPath(ouid, 'orgunits') }] : []),
    ...(ouid && id && item
      ? [{ text: item.data.name, href: unitPath(ouid, 'orgunit', { id }) }]
      : []),
    text.heading,
  ]);

  useEffect(() => {
    if (error) notify('error', failureMessage(error, text.loadFailed));
  }, [error, notify]);

  if (isLoading) return <PageSpinner />;
  if (!item || !ouid || !id) {
    return <Alert type="error">{failureMessage(error, text.loadFailed)}</Alert>;
  }
  return (
    // A reload brings a new version: the form starts again from the stored values.
    <EditOrgunitForm
      key={item.version}
      ouid={ouid}
      item={item}
      onReload={() => void invalidate(orgunitPath(id))}
    />
  );
}
