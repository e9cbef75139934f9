/**
 * Cognito custom-message trigger: the verification e-mail carries a link into the console that
 * confirms the account (`/confirm-registration?username=…&code=…`), the forgot-password e-mail
 * a link to the screen that sets the new password, and the invitation of an account an admin
 * created (a tenant's first admin) its username, temporary password and a link to `/login`.
 * Cognito (and cognito-local) replace the code placeholder `event.request.codeParameter`
 * (`{####}`) and, in invitations, `event.request.usernameParameter` after this returns.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';

/** The console's origin (`https://…`), set on the Lambda by the CDK app and locally by the platform. */
export const CONSOLE_ORIGIN_ENV = 'CONSOLE_ORIGIN';

const PRODUCT = 'OrgConsole';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The link keeps the code placeholder literal (unencoded), so Cognito can substitute it. */
function consoleLink(origin: string, route: string, username: string, code: string): string {
  return `${origin}/${route}?username=${encodeURIComponent(username)}&code=${code}`;
}

function page(paragraphs: string[]): string {
  return `<html><body>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</body></html>`;
}

function verificationMessage(link: string, code: string, username: string) {
  return {
    emailSubject: `Confirm your ${PRODUCT} account`,
    emailMessage: page([
      `Welcome to the ${PRODUCT}, ${escapeHtml(username)}.`,
      `Confirm your account: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      `Or enter this verification code on the console: <b>${code}</b>`,
    ]),
  };
}

function forgotPasswordMessage(link: string, code: string) {
  return {
    emailSubject: `Reset your ${PRODUCT} password`,
    emailMessage: page([
      `Your password reset code is <b>${code}</b>.`,
      `Set a new password: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      'If you did not ask for a new password, ignore this e-mail.',
    ]),
  };
}

/** Cognito requires both placeholders in an invitation: the username and the temporary password. */
function invitationMessage(loginLink: string, usernameParameter: string, code: string) {
  return {
    emailSubject: `You are invited to the ${PRODUCT}`,
    emailMessage: page([
      `An administrator created an ${PRODUCT} account for you.`,
      `Your username: <b>${usernameParameter}</b>`,
      `Your temporary password: <b>${code}</b>`,
      `Sign in at <a href="${escapeHtml(loginLink)}">${escapeHtml(loginLink)}</a>; you will then choose your own password.`,
    ]),
  };
}

export const handler = async (
  event: CustomMessageTriggerEvent,
): Promise<CustomMessageTriggerEvent> => {
  const origin = (process.env[CONSOLE_ORIGIN_ENV] ?? '').replace(/\/+$/, '');
  const code = event.request.codeParameter;
  const username = event.userName;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode': {
      const link = consoleLink(origin, 'confirm-registration', username, code);
      Object.assign(event.response, verificationMessage(link, code, username));
      break;
    }
    case 'CustomMessage_ForgotPassword': {
      const link = consoleLink(origin, 'forgotpasswordverification', username, code);
      Object.assign(event.response, forgotPasswordMessage(link, code));
      break;
    }
    case 'CustomMessage_AdminCreateUser': {
      const usernameParameter = event.request.usernameParameter ?? '{username}';
      Object.assign(event.response, invitationMessage(`${origin}/login`, usernameParameter, code));
      break;
    }
    default:
      // Every other message keeps Cognito's default text.
      break;
  }
  return event;
};
