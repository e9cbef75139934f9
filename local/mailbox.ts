/**
 * The local mailbox: every e-mail the user pool would send. The custom-message trigger's output is
 * the e-mail (with the `{####}` placeholder); cognito-local then prints the code it delivers, and
 * the two together are the mail, appended to `<dataDir>/mailbox.jsonl` and listed newest first.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';

import type { LogLine } from './log';

const CODE_PLACEHOLDER = '{####}';
const USERNAME_PLACEHOLDER = '{username}';

export interface Mail {
  id: string;
  to: string;
  username: string;
  subject: string;
  html: string;
  text: string;
  /** The first link of the mail (into the console), if any. */
  link?: string;
  code: string;
  at: string;
}

/** What the custom-message trigger answered: the e-mail before Cognito puts the code in. */
export interface ComposedMail {
  to: string;
  username: string;
  subject: string;
  html: string;
}

export interface Mailbox {
  composed(mail: ComposedMail): void;
  /** cognito-local delivered `code` to `username`: the oldest composed mail for them is sent. */
  delivered(username: string, code: string): Promise<Mail | undefined>;
  /** Newest first. */
  list(): Mail[];
}

export function mailboxFile(dataDir: string): string {
  return path.join(dataDir, 'mailbox.jsonl');
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function htmlToText(html: string): string {
  return unescapeHtml(
    html
      .replace(/<\/p>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/\n+/g, '\n')
      .trim(),
  );
}

function firstLink(html: string): string | undefined {
  const href = /href="([^"]*)"/i.exec(html)?.[1];
  return href === undefined ? undefined : unescapeHtml(href);
}

export function createMailbox(dataDir: string, log: LogLine): Mailbox {
  const file = mailboxFile(dataDir);
  const waiting: ComposedMail[] = [];
  // Appends are chained so that concurrent deliveries never interleave their lines.
  let pending: Promise<void> = Promise.resolve();
  return {
    composed(mail) {
      waiting.push(mail);
    },
    async delivered(username, code) {
      const index = waiting.findIndex((mail) => mail.username === username);
      if (index < 0) return undefined;
      const [composed] = waiting.splice(index, 1) as [ComposedMail];
      const html = composed.html
        .replaceAll(CODE_PLACEHOLDER, code)
        .replaceAll(USERNAME_PLACEHOLDER, username);
      const link = firstLink(html);
      const mail: Mail = {
        id: randomUUID(),
        to: composed.to,
        username,
        subject: composed.subject,
        html,
        text: htmlToText(html),
        ...(link ? { link } : {}),
        code,
        at: new Date().toISOString(),
      };
      pending = pending.then(() => appendFile(file, `${JSON.stringify(mail)}\n`));
      await pending;
      log(`e-mail to ${mail.to} "${mail.subject}": code ${code}${link ? `, link ${link}` : ''}`);
      return mail;
    },
    list() {
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Mail)
        .reverse();
    },
  };
}

/**
 * Reads cognito-local's printed code deliveries (a box with `Username:` … `Code:` lines) and
 * reports each (username, code) pair.
 */
export function codeDeliveryReader(onDelivery: (username: string, code: string) => void): LogLine {
  let username: string | undefined;
  // cognito-local logs the whole box on one line; a wrapped log may split it over several.
  return (line) => {
    for (const [, name, value] of line.matchAll(/│\s*(Username|Code):\s+([^\s│]+)/g)) {
      if (name === 'Username') username = value;
      else if (username !== undefined && value !== undefined) {
        onDelivery(username, value);
        username = undefined;
      }
    }
  };
}
