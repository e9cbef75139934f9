import { orgUserDetailResponseSchema, orgUserUpdateBody } from '../../../frontend/src/api/orguser';
import { nameToSend } from '../../../frontend/src/pages/edit-org-user/org-user-edit';

const stored = {
  name: 'Ann Lee',
  username: 'ann',
  email: 'ann@example.com',
  phone_number: '',
  roles: ['ou-sales=user'],
  appRoles: [],
  version: 3,
};

describe('org user name editing (issue 10 §2)', () => {
  it('reads canEditDetails, and a server that does not send it as false', () => {
    const parse = (data: object) => orgUserDetailResponseSchema.parse({ data }).data;
    expect(parse({ ...stored, canEditDetails: true }).canEditDetails).toBe(true);
    expect(parse({ ...stored, canEditDetails: false }).canEditDetails).toBe(false);
    expect(parse(stored).canEditDetails).toBe(false);
  });

  it('sends the trimmed name only when the caller may change it', () => {
    expect(nameToSend({ canEditDetails: true }, '  Ann B. Lee ')).toBe('Ann B. Lee');
    expect(nameToSend({ canEditDetails: false }, 'Ann B. Lee')).toBeUndefined();
  });

  it('leaves the name out of the update body when there is none to send', () => {
    expect(orgUserUpdateBody('ou-sales', { role: 'admin', version: 3 })).toEqual({
      roles: ['ou-sales=admin'],
      version: 3,
    });
    expect(orgUserUpdateBody('ou-sales', { name: 'Ann', role: 'user', version: 3 })).toEqual({
      name: 'Ann',
      roles: ['ou-sales=user'],
      version: 3,
    });
  });

  it('keeps the name out of the body end to end when the name is locked', () => {
    const body = orgUserUpdateBody('ou-sales', {
      name: nameToSend({ canEditDetails: false }, 'Changed'),
      role: 'user',
      version: 3,
    });
    expect(Object.keys(body)).not.toContain('name');
  });
});
