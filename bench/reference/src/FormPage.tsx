import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

const TYPE_OPTIONS: SelectProps.Option[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'premium', label: 'Premium' },
  { value: 'trial', label: 'Trial' },
];
const DESCRIPTION_MAX = 200;

interface Errors {
  name?: string;
  type?: string;
  description?: string;
}

function validate(name: string, type: SelectProps.Option | null, description: string): Errors {
  return {
    ...(name.trim() ? {} : { name: 'Enter a name.' }),
    ...(type ? {} : { type: 'Choose a type.' }),
    ...(description.length > DESCRIPTION_MAX
      ? { description: `Use at most ${DESCRIPTION_MAX} characters.` }
      : {}),
  };
}

export function FormPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [type, setType] = useState<SelectProps.Option | null>(null);
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validate(name, type, description) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(name, type, description)).length === 0) void navigate('/table');
  };

  return (
    <form onSubmit={submit}>
      <Form
        header={<Header variant="h1">Create item</Header>}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => void navigate('/table')}>
              Cancel
            </Button>
            <Button variant="primary">Create item</Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h2">Item details</Header>}>
          <SpaceBetween size="l">
            <FormField label="Name" errorText={errors.name}>
              <Input value={name} onChange={({ detail }) => setName(detail.value)} />
            </FormField>
            <FormField label="Type" errorText={errors.type}>
              <Select
                selectedOption={type}
                options={TYPE_OPTIONS}
                placeholder="Choose a type"
                onChange={({ detail }) => setType(detail.selectedOption)}
              />
            </FormField>
            <FormField
              label="Description"
              constraintText={`At most ${DESCRIPTION_MAX} characters.`}
              errorText={errors.description}
            >
              <Textarea
                value={description}
                onChange={({ detail }) => setDescription(detail.value)}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
