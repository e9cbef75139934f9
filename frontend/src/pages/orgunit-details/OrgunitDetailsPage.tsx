import { useState } from 'react';
import { useParams } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { failureMessage } from '../../api/api-error';
import { useOrgunitAs } from '../../api/orgunit';
import { useOrgunitMutations } from '../../api/orgunit-mutations';
import { unitPath } from '../../common/unit-routes';
import { LoadFailureAbove, LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PageSpinner } from '../../common/PageSpinner';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';
import { OrgUnitDetails } from '../../common/orgunit/OrgUnitDetails';
import { DeleteOrgunitModal } from './DeleteOrgunitModal';
import { WhoHasAccess } from './WhoHasAccess';

const text = orgunitsStrings.orgunitDetails;

/** `/{ouid}/orgunit/{id}`: one unit's fields, acting as the active unit; edit and delete request. */
export default function OrgunitDetailsPage() {
  const { id } = useParams();
  const { ouid, can, core } = useRequiredUnit();
  const { notify } = useShell();
  const onFollow = useOnFollow();
  const { data: item, isLoading, error, retry } = useOrgunitAs(id, ouid);
  const { requestDeletion } = useOrgunitMutations(core);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useUnitBreadcrumbs([
    ...(ouid
      ? [{ text: commonStrings.menu.childOrganisations, href: unitPath(ouid, 'orgunits') }]
      : []),
    item?.data.name ?? id ?? '',
  ]);

  async function confirmDeletion() {
    if (!ouid || !id) return;
    setDeleting(true);
    try {
      await requestDeletion(ouid, id);
      notify('success', text.deletionRequested);
    } catch (caught) {
      notify('error', failureMessage(caught, text.deleteFailed));
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  const failure = { header: text.loadFailed, error, onRetry: retry };
  if (isLoading) return <PageSpinner />;
  if (!item || !ouid) return <LoadFailureAlert {...failure} />;
  const deletable = item.data.type === 'ORGUNIT' && !item.markedForDeletion;
  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {can('EditOrgunit') && (
        <Button
          href={unitPath(ouid, 'editOrgunit', { id: item.data.identifier })}
          onFollow={onFollow}
        >
          {text.edit}
        </Button>
      )}
      {deletable && can('DeleteOrgunit') && (
        <Button onClick={() => setConfirming(true)}>{text.delete}</Button>
      )}
    </SpaceBetween>
  );

  return (
    <LoadFailureAbove {...failure}>
      <ContentLayout header={<Header variant="h1">{item.data.name}</Header>}>
        <SpaceBetween size="l">
          {item.markedForDeletion && <Alert type="warning">{text.alreadyRequested}</Alert>}
          <OrgUnitDetails item={item} actions={actions} />
          {can('ViewUnitAccess') && (
            <WhoHasAccess
              ouid={ouid}
              unit={{ id: item.data.identifier, ouidChain: item.data.ouidChain }}
            />
          )}
        </SpaceBetween>
        <DeleteOrgunitModal
          name={item.data.name}
          visible={confirming}
          deleting={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirmDeletion()}
        />
      </ContentLayout>
    </LoadFailureAbove>
  );
}
