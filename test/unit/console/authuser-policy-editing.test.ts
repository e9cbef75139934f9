import {
  addPolicy,
  isUnitIdText,
  removePolicy,
} from '../../../frontend/src/pages/edit-user/policy-editing';
import { MAX_POLICIES } from '../../../lambdas/domain/schemas/userprofile';

describe('editing a user’s policy list', () => {
  const current = ['ou-root=admin', 'system=admin'];

  it('adds unit=role for a unit id or the system pseudo-unit', () => {
    expect(addPolicy(current, ' ou-sales ', 'user')).toEqual({
      ok: true,
      policies: [...current, 'ou-sales=user'],
    });
    expect(addPolicy(['ou-root=admin'], 'system', 'admin')).toEqual({
      ok: true,
      policies: ['ou-root=admin', 'system=admin'],
    });
  });

  it("answers 'Policy Already Exists' for a listed policy (spec §5)", () => {
    expect(addPolicy(current, 'ou-root', 'admin')).toEqual({ ok: false, problem: 'policyExists' });
    expect(addPolicy(['ou-root = admin'], 'ou-root', 'admin')).toEqual({
      ok: false,
      problem: 'policyExists',
    });
  });

  it('refuses a second role on a listed unit (the server allows one org role per unit)', () => {
    expect(addPolicy(current, 'ou-root', 'user')).toEqual({ ok: false, problem: 'unitListed' });
  });

  it('needs a well-formed unit id and a role', () => {
    expect(addPolicy(current, '', 'user')).toEqual({ ok: false, problem: 'invalidUnit' });
    expect(addPolicy(current, 'ou sales', 'user')).toEqual({ ok: false, problem: 'invalidUnit' });
    expect(addPolicy(current, 'ou-sales', '')).toEqual({ ok: false, problem: 'noRole' });
  });

  it('stops at the server’s policy limit', () => {
    const full = Array.from({ length: MAX_POLICIES }, (_, index) => `ou-${index}=user`);
    expect(addPolicy(full, 'ou-extra', 'user')).toEqual({ ok: false, problem: 'tooMany' });
  });

  it('removes exactly the named policy', () => {
    expect(removePolicy(current, 'system=admin')).toEqual(['ou-root=admin']);
    expect(removePolicy(current, 'ou-sales=user')).toEqual(current);
  });

  it('takes unit ids as the orgunit schema does', () => {
    expect(isUnitIdText('ou-sales_north')).toBe(true);
    expect(isUnitIdText('system')).toBe(true);
    expect(isUnitIdText('-ou')).toBe(false);
    expect(isUnitIdText('a'.repeat(65))).toBe(false);
  });
});
