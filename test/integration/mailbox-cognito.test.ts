/** The local mailbox: the e-mails the user pool sends on sign-up and forgot-password, with links. */
import { randomUUID } from 'node:crypto';

import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import type { Mail } from '../../local/mailbox';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/settings';
import { signIn } from './support/accounts';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();
const PASSWORD = 'Mailbox#Pass1';

let client: CognitoIdentityProviderClient;

beforeAll(() => {
  // The proxy is what the console talks to, so the tests use it too.
  client = new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
});

afterAll(() => client.destroy());

async function mails(): Promise<Mail[]> {
  const response = await fetch(`${facts.urls.mailbox}.json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Mail[] }).items;
}

/** The newest mail to `username` with this subject, once it arrived. */
async function mailTo(username: string, subject: string, withinMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const found = (await mails()).find(
      (mail) => mail.username === username && mail.subject === subject,
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No "${subject}" mail for ${username}`);
}

async function signUp(username: string): Promise<void> {
  await client.send(
    new SignUpCommand({
      ClientId: facts.userPool.userPoolClientId,
      Username: username,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: username },
        { Name: 'name', Value: 'Mail Box' },
      ],
    }),
  );
}

describe('the local mailbox', () => {
  it('receives the verification mail whose console link confirms the account', async () => {
    const username = `mail-${randomUUID().slice(0, 8)}@example.com`;
    await signUp(username);
    const mail = await mailTo(username, 'Confirm your OrgConsole account');

    expect(mail.to).toBe(username);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.html).not.toContain('{####}');
    expect(mail.text).toContain(mail.code);
    const link = new URL(mail.link ?? '');
    expect(link.origin).toBe(facts.consoleOrigin);
    expect(link.pathname).toBe('/confirm-registration');
    expect(link.searchParams.get('username')).toBe(username);
    expect(link.searchParams.get('code')).toBe(mail.code);

    await client.send(
      new ConfirmSignUpCommand({
        ClientId: facts.userPool.userPoolClientId,
        Username: username,
        ConfirmationCode: link.searchParams.get('code') ?? '',
      }),
    );
    await expect(signIn(facts, username, PASSWORD)).resolves.toHaveProperty('idToken');
  });

  it('delivers every mail at once, not when the user pool next writes to its log', async () => {
    // Each sign-up waits for its own mail, so a mail held back until the next log line never comes.
    for (let index = 0; index < 8; index += 1) {
      const username = `prompt-${index}-${randomUUID().slice(0, 8)}@example.com`;
      await signUp(username);
      await expect(
        mailTo(username, 'Confirm your OrgConsole account', 2_000),
      ).resolves.toMatchObject({
        to: username,
      });
    }
  });

  it('mails a password reset code that sets the new password', async () => {
    const username = `forgot-${randomUUID().slice(0, 8)}@example.com`;
    await signUp(username);
    const verification = await mailTo(username, 'Confirm your OrgConsole account');
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: facts.userPool.userPoolClientId,
        Username: username,
        ConfirmationCode: verification.code,
      }),
    );

    await client.send(
      new ForgotPasswordCommand({ ClientId: facts.userPool.userPoolClientId, Username: username }),
    );
    const mail = await mailTo(username, 'Reset your OrgConsole password');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);
    const link = new URL(mail.link ?? '');
    expect(link.pathname).toBe('/forgotpasswordverification');
    expect(link.searchParams.get('username')).toBe(username);

    const newPassword = 'Mailbox#Pass2';
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: facts.userPool.userPoolClientId,
        Username: username,
        ConfirmationCode: mail.code,
        Password: newPassword,
      }),
    );
    await expect(signIn(facts, username, newPassword)).resolves.toHaveProperty('idToken');
  });

  it('lists the mails on an HTML page with clickable links, and answers the console with CORS', async () => {
    const page = await fetch(facts.urls.mailbox);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h1>Local mailbox</h1>');
    expect(html).toContain(`href="${facts.consoleOrigin}/confirm-registration?username=`);

    const json = await fetch(`${facts.urls.mailbox}.json`, {
      headers: { origin: facts.consoleOrigin },
    });
    expect(json.headers.get('access-control-allow-origin')).toBe(facts.consoleOrigin);
  });
});
