/** Texts the orgplan route sends back. */
import { MAX_NESTED_PLAN_UNITS } from '../domain/schemas/orgplan';

export const ORGPLAN_MESSAGES = {
  tooLargeToNest:
    `The org plan has more than ${MAX_NESTED_PLAN_UNITS} units, too many for one answer; ` +
    'read it page by page with ?format=flat&limit=…&nextToken=…',
} as const;
