/** `GET /_local/mailbox` (an HTML page, newest first) and `GET /_local/mailbox.json` (`{items}`). */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { type CorsPolicy, corsResponseHeaders } from './cors';
import { sendJson } from './http-util';
import type { Mail, Mailbox } from './mailbox';

export const MAILBOX_PATH = '/_local/mailbox';
export const MAILBOX_JSON_PATH = '/_local/mailbox.json';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function mailSection(mail: Mail): string {
  return [
    '<article>',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p class="meta">To ${escapeHtml(mail.to)} (user ${escapeHtml(mail.username)}) at ${escapeHtml(mail.at)} — code <code>${escapeHtml(mail.code)}</code></p>`,
    // The mail's own HTML, as a mail client shows it: written by the trigger of this project.
    `<div class="body">${mail.html.replace(/<\/?(html|body)[^>]*>/gi, '')}</div>`,
    '</article>',
  ].join('\n');
}

export function mailboxPage(mails: Mail[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Local mailbox</title>
<style>
body { font-family: sans-serif; margin: 2rem; max-width: 60rem; }
article { border: 1px solid #ccc; border-radius: 8px; padding: 0 1rem; margin-bottom: 1rem; }
.meta { color: #555; font-size: 0.9rem; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p>Every e-mail the user pool would send, newest first. Reload to see new mail.</p>
${mails.length === 0 ? '<p>No e-mail yet.</p>' : mails.map(mailSection).join('\n')}
</body>
</html>
`;
}

export function serveMailbox(
  mailbox: Mailbox,
  cors: CorsPolicy,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): void {
  const headers = { ...corsResponseHeaders(cors, request), 'cache-control': 'no-store' };
  if (pathname === MAILBOX_JSON_PATH) {
    sendJson(response, 200, { items: mailbox.list() }, headers);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
  response.end(mailboxPage(mailbox.list()));
}
