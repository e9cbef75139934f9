import {
  fieldProblemMessage,
  orgunitFieldProblems,
  trimmedValues,
} from '../../../frontend/src/api/orgunit-validation';
import { commonStrings } from '../../../frontend/src/strings/common';
import { orgunitsStrings } from '../../../frontend/src/strings/orgunits';

const valid = { name: 'Sales West', description: '', emailId: '', mobile: '' };

describe('orgunit form checks (the server body schema)', () => {
  it('accepts a name alone and well-formed optional fields', () => {
    expect(orgunitFieldProblems(valid)).toEqual({});
    expect(
      orgunitFieldProblems({
        ...valid,
        emailId: 'west@example.com',
        mobile: '+91 98765-43210',
        description: 'x'.repeat(1000),
      }),
    ).toEqual({});
  });

  it('flags a blank name as required', () => {
    const problems = orgunitFieldProblems({ ...valid, name: '   ' });
    expect(problems).toEqual({ name: 'required' });
    expect(fieldProblemMessage('name', 'required')).toBe(
      commonStrings.validation.allFieldsRequired,
    );
  });

  it('flags over-long name and description', () => {
    expect(
      orgunitFieldProblems({ ...valid, name: 'n'.repeat(101), description: 'd'.repeat(1001) }),
    ).toEqual({ name: 'tooLong', description: 'tooLong' });
  });

  it('flags malformed e-mail and phone numbers as the server would', () => {
    expect(orgunitFieldProblems({ ...valid, emailId: 'not-an-email', mobile: 'call me' })).toEqual({
      emailId: 'invalid',
      mobile: 'invalid',
    });
    expect(fieldProblemMessage('emailId', 'invalid')).toBe(
      orgunitsStrings.editOrgunit.invalidEmail,
    );
    expect(fieldProblemMessage('mobile', 'invalid')).toBe(
      orgunitsStrings.editOrgunit.invalidMobile,
    );
  });

  it('checks and sends trimmed values', () => {
    const padded = { name: ' A ', description: ' d ', emailId: ' a@b.co ', mobile: ' 123 ' };
    expect(orgunitFieldProblems(padded)).toEqual({});
    expect(trimmedValues(padded)).toEqual({
      name: 'A',
      description: 'd',
      emailId: 'a@b.co',
      mobile: '123',
    });
  });
});
