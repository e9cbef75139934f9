/**
 * The one function for the config in force on a unit (docs/configuration.md): the layers from the
 * platform defaults (the SYSTEM unit's active configs) down the unit's chain to the unit itself,
 * merged key by key with the locks (domain/config-merge.ts). A soft-deleted unit, or one under a
 * deleted unit, contributes no layer. GET /config, the config writes, the roles and applications a
 * unit offers, display names, the MFA rule and the pre-token trigger all read it here.
 */
import { type ConfigInForce, type ConfigLayer, mergeConfigLayers } from '../domain/config-merge';
import { CORE_CONFIG_IDENTIFIER } from '../domain/config-schema';
import type { ActiveConfigRecord } from '../domain/records';
import { chainIds, PLATFORM_UNIT_ID, type UnitPlacement } from '../domain/units';
import { configItemKey, type LayerItems, readLayerItems } from './repositories/config-layers';

/** A unit as the merge needs it: its id and chain (a membership carries both). */
export type UnitRef = Pick<UnitPlacement, 'id' | 'ouidChain'>;

export interface UnitConfigState {
  identifier: string;
  unit: { id: string; name: string };
  inForce: ConfigInForce;
  /** The unit's own active record. */
  own?: ActiveConfigRecord;
  /** The layers as merged, top-down; the last one is the unit's. */
  layers: ConfigLayer[];
  /** The active record of the nearest contributing layer that has one (the own record first). */
  nearest?: ActiveConfigRecord;
  /**
   * False when the unit is soft-deleted, lies under a deleted unit or names no unit any more: its
   * config then holds only what lies above the deletion, and its members hold nothing there.
   */
  live: boolean;
}

/** The units whose layers make up the unit's config, top-down; the SYSTEM unit is just itself. */
function layerUnitIds(unit: UnitRef): string[] {
  if (unit.id === PLATFORM_UNIT_ID) return [PLATFORM_UNIT_ID];
  const above = chainIds(unit.ouidChain).filter((id) => id !== PLATFORM_UNIT_ID && id !== unit.id);
  return [PLATFORM_UNIT_ID, ...above, unit.id];
}

function asConfig(record: ActiveConfigRecord | undefined): Record<string, unknown> | undefined {
  const config = record?.config;
  return typeof config === 'object' && config !== null && !Array.isArray(config)
    ? (config as Record<string, unknown>)
    : undefined;
}

type Read = LayerItems;

/** The layers and their active records; deleted units' layers left out (the unit's own emptied). */
function layersOf(unit: UnitRef, identifier: string, read: Read) {
  const ids = layerUnitIds(unit);
  const layers: ConfigLayer[] = [];
  const records: ActiveConfigRecord[] = [];
  let deleted = false;
  ids.forEach((ouid, index) => {
    const platform = ouid === PLATFORM_UNIT_ID;
    const unitRecord = read.units.get(ouid);
    if (!platform && unitRecord?.deletedTop) deleted = true;
    const isUnit = index === ids.length - 1;
    if (deleted && !isUnit) return;
    const active = deleted ? undefined : read.configs.get(configItemKey(ouid, identifier));
    const config = asConfig(active);
    const locks = deleted
      ? []
      : (read.locks.get(configItemKey(ouid, identifier))?.locks ?? []).map(({ key }) => key);
    layers.push({
      ouid,
      name: unitRecord?.name ?? ouid,
      platform,
      locks,
      ...(config ? { config } : {}),
    });
    if (active && config) records.push(active);
  });
  return { layers, records, deleted };
}

function stateOf(unit: UnitRef, identifier: string, read: Read): UnitConfigState {
  const { layers, records, deleted } = layersOf(unit, identifier, read);
  const own = read.configs.get(configItemKey(unit.id, identifier));
  const nearest = records.at(-1);
  return {
    identifier,
    unit: { id: unit.id, name: read.units.get(unit.id)?.name ?? unit.id },
    inForce: mergeConfigLayers(layers),
    layers,
    ...(own ? { own } : {}),
    ...(nearest ? { nearest } : {}),
    live: !deleted && read.units.has(unit.id),
  };
}

const coreFirst = (a: string, b: string) =>
  a === CORE_CONFIG_IDENTIFIER ? -1 : b === CORE_CONFIG_IDENTIFIER ? 1 : a.localeCompare(b);

/** The identifiers some contributing layer of the unit defines, core first. */
function definedIdentifiers(unit: UnitRef, read: Read): string[] {
  const ids = new Set(layerUnitIds(unit));
  const found = new Set<string>();
  for (const record of read.configs.values()) {
    if (ids.has(record.ouid)) found.add(record.identifier);
  }
  return [...found]
    .filter((identifier) => layersOf(unit, identifier, read).records.length > 0)
    .sort(coreFirst);
}

/**
 * The configs in force on many units, read together: per unit id, the states of `identifiers` in
 * that order (each even when no layer defines it; one BatchGet per 100 keys), or of every
 * identifier some layer defines, core first (a BatchGet and a PartiQL read side by side).
 * `consistentRead`: read what every write committed before the call says.
 */
export async function configsInForceOfUnits(
  units: readonly UnitRef[],
  identifiers?: readonly string[],
  consistentRead = false,
): Promise<Map<string, UnitConfigState[]>> {
  const answer = new Map<string, UnitConfigState[]>();
  if (units.length === 0) return answer;
  const read = await readLayerItems(units.flatMap(layerUnitIds), identifiers, true, consistentRead);
  for (const unit of units) {
    const wanted = identifiers ?? definedIdentifiers(unit, read);
    answer.set(
      unit.id,
      wanted.map((identifier) => stateOf(unit, identifier, read)),
    );
  }
  return answer;
}

/** Every identifier that any layer defines, core first. */
export async function configsInForce(unit: UnitRef): Promise<UnitConfigState[]> {
  return (await configsInForceOfUnits([unit])).get(unit.id) ?? [];
}

/** The unit's state for one identifier (an empty config in force when no layer defines it). */
export async function configInForce(unit: UnitRef, identifier: string): Promise<UnitConfigState> {
  const [state] = (await configsInForceOfUnits([unit], [identifier])).get(unit.id) ?? [];
  if (!state) throw new Error(`No config state read for ${unit.id}`);
  return state;
}

/** What the merge would give if the unit's own config were `own` (save/activation checks). */
export function inForceWithOwn(
  state: UnitConfigState,
  own: Record<string, unknown>,
): ConfigInForce {
  const unitLayer = state.layers.at(-1);
  if (!unitLayer) return mergeConfigLayers([]);
  return mergeConfigLayers([...state.layers.slice(0, -1), { ...unitLayer, config: own }]);
}
