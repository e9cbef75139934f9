import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';

import { ApiError, failureMessage } from '../../api/api-error';
import type { OrgunitItem } from '../../api/orgunit';
import { useOrgunitMutations } from '../../api/orgunit-mutations';
import {
  FIELD_MAX_LENGTH,
  type FieldProblems,
  fieldProblemMessage,
  type OrgunitField,
  orgunitFieldProblems,
  trimmedValues,
} from '../../api/orgunit-validation';
import { unitPath } from '../../common/unit-routes';
import { ConflictAlert } from '../../common/form/ConflictAlert';
import { FormActions } from '../../common/form/FormActions';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import { InfoLink } from '../../common/shell/InfoLink';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';
import { formatDate } from '../../common/format-date';
import { useConflictKind } from './use-conflict-kind';

const text = orgunitsStrings.editOrgunit;
const labels = orgunitsStrings.orgHome;

interface EditOrgunitFormProps {
  ouid: string;
  item: OrgunitItem;
  onReload: () => void;
}

/**
 * Spec §2 with the name editable (issue 37: a unit can be renamed; the server keeps sibling names
 * unique): type and the dates read-only; name, description, e-mail and mobile editable.
 */
export function EditOrgunitForm({ ouid, item, onReload }: EditOrgunitFormProps) {
  const { core } = useRequiredUnit();
  const { notify } = useShell();
  const navigate = useNavigate();
  const { update } = useOrgunitMutations(core);
  const conflictKind = useConflictKind(ouid, item);
  const [name, setName] = useState(item.data.name);
  const [nameTaken, setNameTaken] = useState<string>();
  const [description, setDescription] = useState(item.data.description ?? '');
  const [emailId, setEmailId] = useState(item.data.emailId ?? '');
  const [mobile, setMobile] = useState(item.data.mobile ?? '');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [conflict, setConflict] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const detailsPath = unitPath(ouid, 'orgunit', { id: item.data.identifier });
  const changed =
    name !== item.data.name ||
    description !== (item.data.description ?? '') ||
    emailId !== (item.data.emailId ?? '') ||
    mobile !== (item.data.mobile ?? '');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const values = trimmedValues({ name, description, emailId, mobile });
    const found = orgunitFieldProblems(values);
    setProblems(found);
    setNameTaken(undefined);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await update(ouid, item, {
        name: values.name,
        description: values.description,
        emailId: values.emailId,
        mobile: values.mobile,
      });
      notify('success', text.succeeded);
      navigate(detailsPath);
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError && error.isConflict)) {
        notify('error', failureMessage(error, text.failed));
      } else if ((await conflictKind(values.name !== item.data.name)) === 'nameTaken') {
        // A sibling (or, for a tenant, another tenant) holds the name: said on the field.
        setNameTaken(failureMessage(error, text.failed));
      } else setConflict(true);
    }
  }

  const problemText = (field: OrgunitField) => {
    const problem = problems[field];
    return problem ? fieldProblemMessage(field, problem) : undefined;
  };
  const readOnly = (label: string, value: string | undefined) => (
    <FormField label={label}>
      <Input value={value || commonStrings.common.notAvailable} readOnly />
    </FormField>
  );

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Form
        header={
          <Header variant="h1" info={<InfoLink topic="editOrgunit" />}>
            {text.heading}
          </Header>
        }
        actions={
          <FormActions
            cancelHref={detailsPath}
            cancelText={text.cancel}
            submitText={text.update}
            busy={submitting}
          />
        }
      >
        <SpaceBetween size="l">
          {conflict && (
            <ConflictAlert
              heading={text.conflictHeading}
              message={text.conflict}
              reloadText={text.reload}
              onReload={onReload}
            />
          )}
          <Container>
            <SpaceBetween size="l">
              <ColumnLayout columns={2}>
                {readOnly(labels.type, orgunitsStrings.unitTypes[item.data.type])}
                {readOnly(labels.createdDate, formatDate(item.data.createdDate))}
                {readOnly(labels.lastModifiedDate, formatDate(item.data.lastModifiedDate))}
              </ColumnLayout>
              <FormField label={text.name} errorText={problemText('name') ?? nameTaken}>
                <Input
                  value={name}
                  onChange={({ detail }) => {
                    setName(detail.value);
                    setNameTaken(undefined);
                  }}
                  nativeInputAttributes={{ maxLength: FIELD_MAX_LENGTH.name }}
                />
              </FormField>
              <FormField label={labels.description} errorText={problemText('description')}>
                <Textarea
                  value={description}
                  onChange={({ detail }) => setDescription(detail.value)}
                  nativeTextareaAttributes={{ maxLength: FIELD_MAX_LENGTH.description }}
                />
              </FormField>
              <FormField label={labels.email} errorText={problemText('emailId')}>
                <Input
                  type="email"
                  value={emailId}
                  onChange={({ detail }) => setEmailId(detail.value)}
                  nativeInputAttributes={{ maxLength: FIELD_MAX_LENGTH.emailId }}
                />
              </FormField>
              <FormField label={labels.mobile} errorText={problemText('mobile')}>
                <Input
                  inputMode="tel"
                  value={mobile}
                  onChange={({ detail }) => setMobile(detail.value)}
                  nativeInputAttributes={{ maxLength: FIELD_MAX_LENGTH.mobile }}
                />
              </FormField>
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </Form>
      <UnsavedChangesGuard dirty={changed && !submitting} />
    </form>
  );
}
