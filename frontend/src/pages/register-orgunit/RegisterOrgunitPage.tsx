import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';

import { failureMessage } from '../../api/api-error';
import { useOrgunitMutations } from '../../api/orgunit-mutations';
import {
  FIELD_MAX_LENGTH,
  type FieldProblems,
  fieldProblemMessage,
  orgunitFieldProblems,
  trimmedValues,
} from '../../api/orgunit-validation';
import { unitPath } from '../../common/unit-routes';
import { FormActions } from '../../common/form/FormActions';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import { InfoLink } from '../../common/shell/InfoLink';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';

const text = orgunitsStrings.registerOrgunit;

/** `/{ouid}/register-orgunit`: a new unit under the active unit (spec §2, §7). */
export default function RegisterOrgunitPage() {
  const { ouid, unit, core } = useRequiredUnit();
  const { notify } = useShell();
  const navigate = useNavigate();
  const { register } = useOrgunitMutations(core);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [submitting, setSubmitting] = useState(false);
  const listPath = ouid ? unitPath(ouid, 'orgunits') : undefined;
  useUnitBreadcrumbs([
    ...(listPath ? [{ text: commonStrings.menu.childOrganisations, href: listPath }] : []),
    text.heading,
  ]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const chain = unit?.data.ouidChain;
    if (!ouid || !chain) {
      notify('error', text.noActiveUnit);
      return;
    }
    const values = trimmedValues({ name, description, emailId: '', mobile: '' });
    const found = orgunitFieldProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await register(
        { ouid, ouidChain: chain },
        { name: values.name, description: values.description },
      );
      notify('success', text.succeeded);
      navigate(unitPath(ouid, 'orgunits'));
    } catch (error) {
      notify('error', failureMessage(error, text.failed));
      setSubmitting(false);
    }
  }

  const problemText = (field: 'name' | 'description') => {
    const problem = problems[field];
    return problem ? fieldProblemMessage(field, problem) : undefined;
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Form
        header={
          <Header
            variant="h1"
            description={unit ? text.parentInfo(unit.data.name) : undefined}
            info={<InfoLink topic="registerOrgunit" />}
          >
            {text.heading}
          </Header>
        }
        actions={
          <FormActions
            cancelHref={listPath}
            cancelText={text.cancel}
            submitText={text.submit}
            busy={submitting}
          />
        }
      >
        <Container>
          <SpaceBetween size="l">
            <FormField label={text.name} errorText={problemText('name')}>
              <Input
                value={name}
                onChange={({ detail }) => setName(detail.value)}
                nativeInputAttributes={{ maxLength: FIELD_MAX_LENGTH.name }}
                autoFocus
              />
            </FormField>
            <FormField
              label={
                <>
                  {text.description} - <i>{text.optional}</i>
                </>
              }
              errorText={problemText('description')}
            >
              <Textarea
                value={description}
                onChange={({ detail }) => setDescription(detail.value)}
                nativeTextareaAttributes={{ maxLength: FIELD_MAX_LENGTH.description }}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
      <UnsavedChangesGuard dirty={(name !== '' || description !== '') && !submitting} />
    </form>
  );
}
