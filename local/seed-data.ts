/**
 * What the local platform seeds on its first start; tests import these facts instead of repeating
 * them. The SYSTEM unit, the shipped configs active on it and the admin's system memberships come
 * from the bootstrap (lib/bootstrap/), as in AWS; the ROOT tenant and its children are demo data.
 */
import {
  type ApplicationConfig,
  type CoreConfig,
  CORE_CONFIG_IDENTIFIER,
  DEFAULT_ORG_ROLES,
} from '../lambdas/domain/config-schema';
import { SYSTEM_POLICY_OUID } from '../lambdas/domain/policies';
import type { UnitType } from '../lambdas/domain/units';
import { SYSTEM_UNIT, SYSTEM_UNIT_ID } from '../lib/bootstrap/system-unit';

export { SYSTEM_UNIT_ID };

export const SEED_DATE = '2026-01-01T00:00:00.000Z';
export const SEED_CREATED_BY = 'local-seed';

export const ROOT_UNIT_ID = 'ou-root';

export interface SeedUnit {
  id: string;
  name: string;
  type: UnitType;
  /** Absent for a top unit (ROOT or SYSTEM). */
  parentId?: string;
  ouidChain: string;
  description: string;
}

/** Every unit of a fresh local platform; parents come before their children. */
export const SEED_UNITS: readonly SeedUnit[] = [
  {
    id: ROOT_UNIT_ID,
    name: 'Acme Group',
    type: 'ROOT',
    ouidChain: 'ou-root',
    description: 'The sample organisation',
  },
  // Written by the bootstrap.
  {
    id: SYSTEM_UNIT.id,
    name: SYSTEM_UNIT.name,
    type: SYSTEM_UNIT.type,
    ouidChain: SYSTEM_UNIT.ouidChain,
    description: SYSTEM_UNIT.description,
  },
  {
    id: 'ou-sales',
    name: 'Sales',
    type: 'ORGUNIT',
    parentId: ROOT_UNIT_ID,
    ouidChain: 'ou-root/ou-sales',
    description: 'Sales department',
  },
  {
    id: 'ou-engineering',
    name: 'Engineering',
    type: 'ORGUNIT',
    parentId: ROOT_UNIT_ID,
    ouidChain: 'ou-root/ou-engineering',
    description: 'Engineering department',
  },
  {
    id: 'ou-sales-north',
    name: 'Sales North',
    type: 'ORGUNIT',
    parentId: 'ou-sales',
    ouidChain: 'ou-root/ou-sales/ou-sales-north',
    description: 'Northern sales region',
  },
  {
    id: 'ou-sales-south',
    name: 'Sales South',
    type: 'ORGUNIT',
    parentId: 'ou-sales',
    ouidChain: 'ou-root/ou-sales/ou-sales-south',
    description: 'Southern sales region',
  },
];

export const SEED_CORE_CONFIG: CoreConfig = {
  home: 'orgunits',
  roles: [...DEFAULT_ORG_ROLES],
  applications: [
    { id: 'ticketapp', name: 'Issue Tracker' },
    { id: 'courseapp', name: 'Certifications' },
    { id: 'approvals', name: 'Approvals' },
  ],
  entityRules: [{ entity: 'orgunit', publishToApiTopic: { actions: ['C', 'D'] } }],
};

export const SEED_TICKETAPP_CONFIG: ApplicationConfig = {
  roles: [
    { value: 'agent', name: 'Agent' },
    { value: 'manager', name: 'Manager' },
    { value: 'ticketadmin', name: 'Ticket Admin' },
  ],
};

/** Config artifacts deployed to, and active on, the ROOT unit. */
export const SEED_CONFIGS: readonly {
  ouid: string;
  identifier: string;
  config: CoreConfig | ApplicationConfig;
}[] = [
  { ouid: ROOT_UNIT_ID, identifier: CORE_CONFIG_IDENTIFIER, config: SEED_CORE_CONFIG },
  { ouid: ROOT_UNIT_ID, identifier: 'ticketapp', config: SEED_TICKETAPP_CONFIG },
];

/**
 * Deployed to the ROOT unit but not active: the next release of its core config, so the console's
 * config dashboard has something to activate (`?updateArtifact=true`) on a fresh platform.
 */
export const SEED_DEPLOYED_ONLY: readonly {
  key: string;
  config: CoreConfig | ApplicationConfig;
}[] = [
  {
    key: `${ROOT_UNIT_ID}/releases/next/${CORE_CONFIG_IDENTIFIER}.json`,
    config: {
      ...SEED_CORE_CONFIG,
      applications: [...SEED_CORE_CONFIG.applications, { id: 'expenses', name: 'Expenses' }],
    },
  },
];

export const SEED_ADMIN_NAME = 'Platform Admin';

/** The admin's memberships, in claim order (the bootstrap gives the last two). */
export const SEED_ADMIN_MEMBERSHIPS: readonly { ouid: string; roles: string[] }[] = [
  { ouid: ROOT_UNIT_ID, roles: ['admin'] },
  { ouid: SYSTEM_UNIT_ID, roles: ['admin'] },
  { ouid: SYSTEM_POLICY_OUID, roles: ['admin'] },
];

export const SEED_ADMIN_POLICIES = 'ou-root=admin;ou-system=admin;system=admin';
