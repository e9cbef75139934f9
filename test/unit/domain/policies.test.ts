import {
  formatAppPolicy,
  formatPolicies,
  isAdminRole,
  isSystemAdmin,
  parseAppPolicies,
  parsePolicies,
  parsePolicy,
  unitIdsOf,
} from '../../../lambdas/domain/policies';

describe('policy strings', () => {
  it('parses a unit with several roles, trimming blanks', () => {
    expect(parsePolicy(' ou-1 = admin , user ')).toEqual({
      ouid: 'ou-1',
      roles: ['admin', 'user'],
    });
  });

  it.each(['', '=admin', 'ou-1', 'ou-1=', 'ou-1= , ', '   '])('rejects malformed %j', (text) => {
    expect(parsePolicy(text)).toBeUndefined();
  });

  it('keeps the well-formed policies of a list and drops the malformed ones', () => {
    expect(parsePolicies('ou-1=admin;;broken;ou-2=user,viewer;=x')).toEqual([
      { ouid: 'ou-1', roles: ['admin'] },
      { ouid: 'ou-2', roles: ['user', 'viewer'] },
    ]);
  });

  it.each([undefined, null, ''])('reads %j as no policies', (claim) => {
    expect(parsePolicies(claim)).toEqual([]);
  });

  it('formats policies back into the claim string it parses from', () => {
    const claim = 'ou-1=admin,user;system=admin';
    expect(formatPolicies(parsePolicies(claim))).toBe(claim);
  });

  it('formats and parses application policies as {ouid}:{appId}=roles', () => {
    const text = formatAppPolicy({ ouid: 'ou-1', appId: 'crm', roles: ['agent', 'viewer'] });
    expect(text).toBe('ou-1:crm=agent,viewer');
    expect(parseAppPolicies(`${text};ou-2=admin;:x=y`)).toEqual([
      { ouid: 'ou-1', appId: 'crm', roles: ['agent', 'viewer'] },
    ]);
  });

  it('counts any role containing "admin" as an admin role', () => {
    expect(isAdminRole('OrgAdmin')).toBe(true);
    expect(isAdminRole('user')).toBe(false);
  });

  it('recognises the system admin only on the system pseudo-unit', () => {
    expect(isSystemAdmin(parsePolicies('system=admin'))).toBe(true);
    expect(isSystemAdmin(parsePolicies('system=user;ou-1=admin'))).toBe(false);
  });

  it('lists the units held, without the system pseudo-unit and without repeats', () => {
    expect(unitIdsOf(parsePolicies('ou-1=admin;system=admin;ou-2=user;ou-1=user'))).toEqual([
      'ou-1',
      'ou-2',
    ]);
  });
});
