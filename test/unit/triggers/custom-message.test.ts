/** The custom-message trigger: verification, password-reset and invitation e-mails that link into the console. */
import type { CustomMessageTriggerEvent } from 'aws-lambda';

import { CONSOLE_ORIGIN_ENV, handler } from '../../../lambdas/triggers/custom-message';

const ORIGIN = 'https://console.example.com';

function event(
  triggerSource: CustomMessageTriggerEvent['triggerSource'],
  userName = 'new.user+1@example.com',
): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'ap-south-1',
    userPoolId: 'pool',
    triggerSource,
    userName,
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    request: {
      codeParameter: '{####}',
      usernameParameter: '{username}',
      userAttributes: { email: userName },
      linkParameter: '',
    },
    response: { smsMessage: '', emailMessage: '', emailSubject: '' },
  } as CustomMessageTriggerEvent;
}

beforeEach(() => {
  process.env[CONSOLE_ORIGIN_ENV] = `${ORIGIN}/`;
});

afterEach(() => {
  delete process.env[CONSOLE_ORIGIN_ENV];
});

describe('custom-message trigger', () => {
  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'] as const)(
    '%s links to the confirm-registration screen with the username and the code placeholder',
    async (source) => {
      const result = await handler(event(source));
      expect(result.response.emailSubject).toBe('Confirm your OrgConsole account');
      expect(result.response.emailMessage).toContain(
        `href="${ORIGIN}/confirm-registration?username=new.user%2B1%40example.com&amp;code={####}"`,
      );
      expect(result.response.emailMessage).toContain('<b>{####}</b>');
    },
  );

  it('sends the reset code with a link to the forgot-password verification screen', async () => {
    const result = await handler(event('CustomMessage_ForgotPassword', 'jane'));
    expect(result.response.emailSubject).toBe('Reset your OrgConsole password');
    expect(result.response.emailMessage).toContain('<b>{####}</b>');
    expect(result.response.emailMessage).toContain(
      `href="${ORIGIN}/forgotpasswordverification?username=jane&amp;code={####}"`,
    );
  });

  it('escapes the username in the message text', async () => {
    const result = await handler(event('CustomMessage_SignUp', '<b>x</b>'));
    expect(result.response.emailMessage).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(result.response.emailMessage).not.toContain('<b>x</b>');
  });

  it('invites an account an admin created: username and temporary password placeholders, a link to /login', async () => {
    const result = await handler(event('CustomMessage_AdminCreateUser', 'first.admin'));
    expect(result.response.emailSubject).toBe('You are invited to the OrgConsole');
    // Cognito refuses an invitation message without both placeholders.
    expect(result.response.emailMessage).toContain('<b>{username}</b>');
    expect(result.response.emailMessage).toContain('<b>{####}</b>');
    expect(result.response.emailMessage).toContain(`href="${ORIGIN}/login"`);
  });

  it('keeps Cognito’s default text for other messages', async () => {
    const result = await handler(event('CustomMessage_UpdateUserAttribute'));
    expect(result.response.emailMessage).toBe('');
    expect(result.response.emailSubject).toBe('');
  });
});
