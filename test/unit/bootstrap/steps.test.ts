import { formatSteps } from '../../../lib/bootstrap/steps';

describe('the bootstrap report', () => {
  it('prints one aligned line per step and counts each outcome', () => {
    expect(
      formatSteps([
        { outcome: 'unchanged', subject: 'SYSTEM unit ou-system (Platform System)' },
        { outcome: 'created', subject: 'sign-in account ops', note: 'invitation e-mailed to ops' },
        { outcome: 'created', subject: 'profile ops' },
        { outcome: 'updated', subject: 'membership ou-system=user,admin of ops' },
      ]),
    ).toEqual([
      '  already there  SYSTEM unit ou-system (Platform System)',
      '  created        sign-in account ops (invitation e-mailed to ops)',
      '  created        profile ops',
      '  updated        membership ou-system=user,admin of ops',
      '2 created, 1 updated, 1 already there.',
    ]);
  });

  it('says when a run found everything in place', () => {
    expect(formatSteps([{ outcome: 'unchanged', subject: 'profile ops' }]).at(-1)).toBe(
      '1 already there.',
    );
  });
});
