/**
 * The core config as the editor's form holds it: one entry per form key (undefined = inherited)
 * in rows of plain strings, and the own config's other keys kept as they are. Pure conversions.
 */
import { canonicalJson } from '@domain/config-diff';
import type { ApplicationStatus } from '@domain/config-schema';

export const FORM_KEYS = ['home', 'roles', 'applications', 'entityRules'] as const;
export type FormKey = (typeof FORM_KEYS)[number];

export interface RoleRow {
  value: string;
  name: string;
}

export interface ApplicationRow {
  id: string;
  name: string;
  /** '' leaves the status out (released). */
  status: ApplicationStatus | '';
  /** '' leaves the launch URL out. */
  launchUrl: string;
}

export type PublishAction = 'C' | 'D';

export interface EntityRuleRow {
  entity: string;
  actions: PublishAction[];
}

export interface CoreDraft {
  home?: string;
  roles?: RoleRow[];
  applications?: ApplicationRow[];
  entityRules?: EntityRuleRow[];
  /** The own config's keys the form does not edit (e.g. requireMfa). */
  other: Record<string, unknown>;
}

type Entry = Record<string, unknown>;

function entries(value: unknown): Entry[] {
  return Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' && item !== null ? (item as Entry) : {}))
    : [];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function statusOf(value: unknown): ApplicationStatus | '' {
  return value === 'released' || value === 'pending' ? value : '';
}

function actionsOf(rule: Entry): PublishAction[] {
  const publish = rule.publishToApiTopic as Entry | undefined;
  const actions = Array.isArray(publish?.actions) ? publish.actions : [];
  return actions.filter((action): action is PublishAction => action === 'C' || action === 'D');
}

/** A key's value from the config (own or in force) as the form's rows. */
export function formValueOf(key: FormKey, value: unknown): CoreDraft[FormKey] {
  switch (key) {
    case 'home':
      return text(value);
    case 'roles':
      return entries(value).map((role) => ({ value: text(role.value), name: text(role.name) }));
    case 'applications':
      return entries(value).map((app) => ({
        id: text(app.id),
        name: text(app.name),
        status: statusOf(app.status),
        launchUrl: text(app.launchUrl),
      }));
    case 'entityRules':
      return entries(value).map((rule) => ({
        entity: text(rule.entity),
        actions: actionsOf(rule),
      }));
  }
}

export function draftFromConfig(own: Record<string, unknown>): CoreDraft {
  const draft: CoreDraft = { other: {} };
  for (const [key, value] of Object.entries(own)) {
    if ((FORM_KEYS as readonly string[]).includes(key)) {
      Object.assign(draft, { [key]: formValueOf(key as FormKey, value) });
    } else {
      draft.other[key] = value;
    }
  }
  return draft;
}

/** The own config the draft stands for: inherited keys left out, empty optional fields too. */
export function configFromDraft(draft: CoreDraft): Record<string, unknown> {
  const config: Record<string, unknown> = { ...draft.other };
  if (draft.home !== undefined) config.home = draft.home;
  if (draft.roles) config.roles = draft.roles.map((role) => ({ ...role }));
  if (draft.applications) {
    config.applications = draft.applications.map(({ id, name, status, launchUrl }) => ({
      id,
      name,
      ...(status ? { status } : {}),
      ...(launchUrl ? { launchUrl } : {}),
    }));
  }
  if (draft.entityRules) {
    config.entityRules = draft.entityRules.map(({ entity, actions }) => ({
      entity,
      publishToApiTopic: { actions: [...actions] },
    }));
  }
  return config;
}

/** Whether the form shows this config exactly (nothing the rows cannot hold would be lost). */
export function formHolds(own: Record<string, unknown>): boolean {
  return canonicalJson(configFromDraft(draftFromConfig(own))) === canonicalJson(own);
}
