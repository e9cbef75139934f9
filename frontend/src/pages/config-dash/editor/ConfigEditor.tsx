import { useEffect, useRef, useState } from 'react';

import Alert, { type AlertProps } from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';

import type { CoreConfig } from '@domain/config-schema';

import { failureMessage } from '../../../api/api-error';
import { useSaveConfig } from '../../../api/config-save';
import { UnsavedChangesGuard } from '../../../common/form/UnsavedChangesGuard';
import { configDashStrings } from '../../../strings/config-dash';
import { ConfigChangeReview, type ReviewSource } from '../review/ConfigChangeReview';
import type { ConfigState } from './config-state';
import { CoreConfigForm } from './CoreConfigForm';
import { JsonEditor } from './JsonEditor';
import { ProblemList } from './ProblemList';
import { UploadJson } from './UploadJson';
import { type EditorTab, useConfigDraft } from './use-config-draft';

const text = configDashStrings.configEditor;

/**
 * Edits the unit's own config of one identifier (a form for core, JSON for any), checks it as the
 * server will, saves it as a deployed artifact and opens the review that activates it. A refused
 * save shows the server's message here; the draft stays as it was.
 */
export function ConfigEditor({
  ouid,
  identifier,
  state,
  core,
  onClose,
}: {
  ouid: string;
  identifier: string;
  /** The config as in force on the unit; undefined for a new identifier. */
  state: ConfigState | undefined;
  core: CoreConfig | undefined;
  onClose: () => void;
}) {
  const draft = useConfigDraft(identifier, state, ouid);
  const save = useSaveConfig(ouid, core);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [review, setReview] = useState<ReviewSource>();
  const start = useRef<HTMLDivElement>(null);
  const problemList = useRef<AlertProps.Ref>(null);
  const [refused, setRefused] = useState(0);

  // Keyboard and screen reader users start at the editor, and hear why a save was refused.
  useEffect(() => start.current?.focus(), []);
  useEffect(() => {
    if (refused > 0) problemList.current?.focus();
  }, [refused]);

  const onSave = async () => {
    setServerError(undefined);
    const config = draft.checkedConfig();
    if (!config) {
      setRefused((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      const saved = await save(identifier, config);
      setReview({ kind: 'artifact', key: saved.key, eTag: saved.eTag });
    } catch (error) {
      setServerError(failureMessage(error, text.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const jsonEditor = (
    <JsonEditor
      identifier={identifier}
      value={draft.json}
      onChange={draft.setJson}
      parseError={draft.parseError}
    />
  );

  return (
    <div ref={start} tabIndex={-1} role="region" aria-label={text.editingHeading(identifier)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <UnsavedChangesGuard dirty={draft.dirty && !saving && review === undefined} />
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={onClose}>
                {text.cancel}
              </Button>
              <Button variant="primary" loading={saving}>
                {text.save}
              </Button>
            </SpaceBetween>
          }
          errorText={serverError}
        >
          <Container
            header={
              <Header
                variant="h2"
                description={text.startsFrom(identifier)}
                actions={<UploadJson onText={draft.loadJson} />}
              >
                {text.editingHeading(identifier)}
              </Header>
            }
          >
            <SpaceBetween size="l">
              <ProblemList ref={problemList} problems={draft.shownProblems} />
              {draft.tabError && <Alert type="warning">{draft.tabError}</Alert>}
              {draft.hasForm ? (
                <Tabs
                  activeTabId={draft.tab}
                  onChange={({ detail }) => draft.switchTab(detail.activeTabId as EditorTab)}
                  tabs={[
                    {
                      id: 'form',
                      label: text.formTab,
                      content: (
                        <CoreConfigForm
                          draft={draft.draft}
                          onChange={draft.setDraft}
                          state={state}
                          unitId={ouid}
                          problems={draft.shownProblems}
                        />
                      ),
                    },
                    { id: 'json', label: text.jsonTab, content: jsonEditor },
                  ]}
                />
              ) : (
                jsonEditor
              )}
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      <ConfigChangeReview
        identifier={identifier}
        source={review}
        onDismiss={() => setReview(undefined)}
        onDone={() => {
          setReview(undefined);
          onClose();
        }}
      />
    </div>
  );
}
