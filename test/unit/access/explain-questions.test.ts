import { questionsOf } from '../../../lambdas/access/explain-questions';
import { PERMISSION_NAMES } from '../../../lambdas/domain/permissions';
import { BadRequestError } from '../../../lambdas/shared/errors';

describe('questionsOf', () => {
  it('asks every named permission when neither a permission nor a route is named', () => {
    const questions = questionsOf({ unit: 'ou-1' }, 'ann');
    expect(questions.map((question) => question.permission)).toEqual(PERMISSION_NAMES);
    expect(questions.every((question) => question.targetUnitId === undefined)).toBe(true);
  });

  it("takes the route's target unit as its operation picks it", () => {
    const ask = (method: 'GET' | 'POST', path: string) =>
      questionsOf({ unit: 'ou-1', method, path }, 'ann')[0];
    expect(ask('GET', '/orgunit/ou-2')).toMatchObject({
      permission: 'ViewOrgunit',
      route: { method: 'GET', path: '/orgunit/ou-2' },
      targetUnitId: 'ou-2',
    });
    expect(ask('GET', '/orgunit?parentOuId=ou-3')?.targetUnitId).toBe('ou-3');
    expect(ask('GET', '/orgunit')?.targetUnitId).toBe('ou-1');
    expect(ask('GET', '/orgplan/ou-4')?.targetUnitId).toBe('ou-4');
    expect(ask('GET', '/team')?.targetUnitId).toBeUndefined();
  });

  it("names the operation's own checks", () => {
    const checks = (method: 'GET' | 'PUT' | 'POST', path: string) =>
      questionsOf({ unit: 'ou-1', method, path }, 'ann')[0]?.checks;
    expect(checks('GET', '/userprofile/ann')).toEqual([]);
    expect(checks('GET', '/userprofile/ANN/inbox')).toEqual([]);
    expect(checks('GET', '/userprofile/bob')).toEqual(['ownProfile']);
    expect(checks('PUT', '/userprofile/bob/details')).toEqual(['personDetails']);
    expect(checks('PUT', '/userprofile/ann/details')).toEqual([]);
    expect(checks('PUT', '/team/team-1')).toEqual(['teamRole']);
    expect(checks('POST', '/orgunit/ou-2/deletion/approve')).toEqual(['notRequester']);
    expect(questionsOf({ unit: 'ou-1', permission: 'EditTeam' }, 'ann')[0]?.checks).toEqual([
      'teamRole',
    ]);
  });

  it('weighs a grant only where a role is granted', () => {
    expect(
      questionsOf({ unit: 'ou-1', permission: 'CreateOrgUser', grant: 'ticketapp:agent' }, 'a')[0]
        ?.grant,
    ).toEqual({ kind: 'app', appId: 'ticketapp', role: 'agent' });
    expect(
      questionsOf({ unit: 'ou-1', method: 'POST', path: '/orguser', grant: 'admin' }, 'a')[0]
        ?.grant,
    ).toEqual({ kind: 'org', role: 'admin' });
    expect(() =>
      questionsOf({ unit: 'ou-1', permission: 'ViewOrgunit', grant: 'user' }, 'a'),
    ).toThrow(BadRequestError);
    expect(() => questionsOf({ unit: 'ou-1', grant: 'user' }, 'a')).toThrow(BadRequestError);
  });

  it('refuses a malformed target unit with 400', () => {
    expect(() =>
      questionsOf({ unit: 'ou-1', method: 'GET', path: '/orgunit?parentOuId=a%20b' }, 'a'),
    ).toThrow(BadRequestError);
  });
});
