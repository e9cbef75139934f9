import { useEffect, useMemo, useRef, useState } from 'react';

import Autosuggest from '@cloudscape-design/components/autosuggest';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { CORE_CONFIG_IDENTIFIER } from '@domain/config-schema';
import { configIdentifierSchema } from '@domain/schemas/config';

import { useActiveConfigs } from '../../../api/config';
import { useRequiredUnit } from '../../../common/gate/required-unit';
import { lazyPart, useIdlePreload } from '../../../common/lazy-part';
import { configDashStrings } from '../../../strings/config-dash';
import { configStateOf } from './config-state';

const text = configDashStrings.configEditor;

/** The editor's code loads when the browser is idle, or when it is opened. */
const ConfigEditor = lazyPart(() => import('./ConfigEditor').then((module) => module.ConfigEditor));

/**
 * The config dashboard's "Edit a config": choose a config in force, or type a new application
 * identifier, and edit it (issue 38). One editor at a time; it replaces the chooser while open.
 */
export function ConfigEditorSection() {
  const { ouid, core } = useRequiredUnit();
  const active = useActiveConfigs(ouid);
  useIdlePreload(ConfigEditor);
  const [typed, setTyped] = useState(CORE_CONFIG_IDENTIFIER);
  const [editing, setEditing] = useState<string>();
  const [touched, setTouched] = useState(false);
  const editButton = useRef<ButtonProps.Ref>(null);
  const [closed, setClosed] = useState(false);

  // Back from the editor, keyboard users continue where they opened it.
  useEffect(() => {
    if (closed && editing === undefined) editButton.current?.focus();
  }, [closed, editing]);

  const identifier = typed.trim();
  const existing = active.data?.find((config) => config.identifier === identifier);
  const checked = configIdentifierSchema.safeParse(identifier);
  const identifierError = touched && !checked.success ? text.identifierInvalid : undefined;
  const edited = active.data?.find((config) => config.identifier === editing);
  const editedState = useMemo(() => edited && configStateOf(edited), [edited]);

  if (editing !== undefined) {
    return (
      <ConfigEditor
        key={editing}
        ouid={ouid}
        identifier={editing}
        state={editedState}
        core={core}
        onClose={() => {
          setEditing(undefined);
          setClosed(true);
        }}
      />
    );
  }

  return (
    <Container header={<Header description={text.description}>{text.heading}</Header>}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (checked.success && active.data) setEditing(identifier);
        }}
      >
        <SpaceBetween direction="horizontal" size="xs" alignItems="end">
          <FormField
            label={text.configLabel}
            constraintText={existing ? undefined : text.newIdentifierHint}
            errorText={identifierError}
          >
            <Autosuggest
              value={typed}
              onChange={({ detail }) => setTyped(detail.value)}
              options={(active.data ?? []).map((config) => ({ value: config.identifier }))}
              placeholder={text.configPlaceholder}
              enteredTextLabel={(value) => value}
              statusType={active.isLoading ? 'loading' : 'finished'}
              loadingText={text.loading}
              errorText={text.loadFailed}
              empty={text.configPlaceholder}
            />
          </FormField>
          <Button
            ref={editButton}
            variant="primary"
            loading={active.isLoading}
            disabled={!active.data}
            disabledReason={active.error ? text.loadFailed : undefined}
          >
            {existing || !identifier ? text.edit : text.create}
          </Button>
        </SpaceBetween>
      </form>
    </Container>
  );
}
