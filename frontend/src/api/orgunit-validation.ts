import { createOrgunitBodySchema, LIMITS } from '@domain/schemas/orgunit';

import { commonStrings } from '../strings/common';
import { orgunitsStrings } from '../strings/orgunits';

/** The fields an orgunit form edits (the server's editable fields). */
export type OrgunitField = 'name' | 'description' | 'emailId' | 'mobile';

export type OrgunitFieldValues = Record<OrgunitField, string>;

export type FieldProblem = 'required' | 'tooLong' | 'invalid';

export type FieldProblems = Partial<Record<OrgunitField, FieldProblem>>;

const FIELDS: readonly OrgunitField[] = ['name', 'description', 'emailId', 'mobile'];

/** Input limits of the forms: the server's (mobile allows a leading + and 20 more characters). */
export const FIELD_MAX_LENGTH: Record<OrgunitField, number> = {
  name: LIMITS.name,
  description: LIMITS.description,
  emailId: LIMITS.emailId,
  mobile: LIMITS.mobile + 1,
};

function isField(value: unknown): value is OrgunitField {
  return FIELDS.includes(value as OrgunitField);
}

/** The values as the forms send them: surrounding blanks removed (the server trims too). */
export function trimmedValues(values: OrgunitFieldValues): OrgunitFieldValues {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    emailId: values.emailId.trim(),
    mobile: values.mobile.trim(),
  };
}

/**
 * Checks the fields with the server's own body schema, so the console refuses exactly what the
 * API would: blank or over-long name, over-long description, malformed e-mail or phone number.
 */
export function orgunitFieldProblems(values: OrgunitFieldValues): FieldProblems {
  const trimmed = trimmedValues(values);
  const result = createOrgunitBodySchema.safeParse(trimmed);
  if (result.success) return {};
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || problems[field]) continue;
    problems[field] = problemOf(field, trimmed[field]);
  }
  return problems;
}

function problemOf(field: OrgunitField, value: string): FieldProblem {
  if (value === '') return 'required';
  return value.length > FIELD_MAX_LENGTH[field] ? 'tooLong' : 'invalid';
}

/** The text shown on the field for a problem. */
export function fieldProblemMessage(field: OrgunitField, problem: FieldProblem): string {
  if (problem === 'required') return commonStrings.validation.allFieldsRequired;
  if (problem === 'tooLong') return orgunitsStrings.editOrgunit.tooLong(FIELD_MAX_LENGTH[field]);
  switch (field) {
    case 'name':
      return orgunitsStrings.registerOrgunit.nameInvalid;
    case 'emailId':
      return orgunitsStrings.editOrgunit.invalidEmail;
    case 'mobile':
      return orgunitsStrings.editOrgunit.invalidMobile;
    case 'description':
      return orgunitsStrings.editOrgunit.tooLong(FIELD_MAX_LENGTH.description);
  }
}
