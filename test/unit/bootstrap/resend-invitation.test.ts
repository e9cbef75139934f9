/**
 * `--resend-invitation` sends AdminCreateUser with MessageAction RESEND, which cognito-local does
 * not implement; so here, and only here, a recording stand-in takes the Cognito client's place.
 */
import {
  AdminCreateUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

import { type AdminAccount, resendInvitation } from '../../../lib/bootstrap/admin-account';
import type { BootstrapTarget } from '../../../lib/bootstrap/target';

function recordingTarget(): { target: BootstrapTarget; sent: unknown[] } {
  const sent: unknown[] = [];
  const cognito = {
    send: (command: unknown) => {
      sent.push(command);
      return Promise.resolve({});
    },
  } as unknown as CognitoIdentityProviderClient;
  // Only the Cognito client and the pool are used by resendInvitation.
  const target = { cognito, userPoolId: 'ap-south-1_Abc' } as BootstrapTarget;
  return { target, sent };
}

const account = (status: string): AdminAccount => ({
  username: 'ops@example.com',
  sub: '00000000-0000-4000-8000-000000000000',
  email: 'ops@example.com',
  name: 'Olive Ops',
  status,
});

describe('resending the invitation', () => {
  it('asks the pool to e-mail a new temporary password to an account that has not signed in', async () => {
    const { target, sent } = recordingTarget();
    const step = await resendInvitation(target, account('FORCE_CHANGE_PASSWORD'));
    expect(step).toEqual({
      outcome: 'updated',
      subject: 'sign-in account ops@example.com (FORCE_CHANGE_PASSWORD)',
      note: 'invitation e-mailed again to ops@example.com',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(AdminCreateUserCommand);
    expect((sent[0] as AdminCreateUserCommand).input).toEqual({
      UserPoolId: 'ap-south-1_Abc',
      Username: 'ops@example.com',
      MessageAction: 'RESEND',
      DesiredDeliveryMediums: ['EMAIL'],
    });
  });

  it('leaves an account that chose its password alone', async () => {
    const { target, sent } = recordingTarget();
    const step = await resendInvitation(target, account('CONFIRMED'));
    expect(step).toMatchObject({ outcome: 'unchanged', note: expect.stringMatching(/signed in/) });
    expect(sent).toEqual([]);
  });
});
