import type { CoreConfig } from '@domain/config-schema';

/** The entity-rule actions of spec §3: C for create and update, D for delete. */
export type EntityAction = 'C' | 'D';

/** Whether the core config's entity rules ask for an API-topic event on this action (spec §7). */
export function publishesToApiTopic(
  core: CoreConfig | undefined,
  entity: string,
  action: EntityAction,
): boolean {
  return (
    core?.entityRules.some(
      (rule) => rule.entity === entity && rule.publishToApiTopic.actions.includes(action),
    ) ?? false
  );
}

/** The path with `publishToApiTopic=true` added exactly when the entity rules list the action. */
export function withPublishFlag(
  path: string,
  core: CoreConfig | undefined,
  entity: string,
  action: EntityAction,
): string {
  if (!publishesToApiTopic(core, entity, action)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}publishToApiTopic=true`;
}
