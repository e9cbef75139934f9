/** Reads the local platform's mailbox (`<mailboxUrl>.json`, newest first) from the browser tests. */
import { expect, type Page } from '@playwright/test';

import { consoleConfig } from './account-users';

export interface LocalMail {
  to: string;
  username: string;
  subject: string;
  link?: string;
  code: string;
}

async function mailsFor(page: Page, username: string): Promise<LocalMail[]> {
  const config = await consoleConfig(page);
  const mailboxUrl = config.local?.mailboxUrl;
  if (!mailboxUrl) throw new Error('config.json names no local mailbox');
  const response = await page.request.get(`${mailboxUrl}.json`);
  const { items } = (await response.json()) as { items: LocalMail[] };
  return items.filter((mail) => mail.username === username || mail.to === username);
}

/** Waits for the newest mail to `username` matching `accept`. */
export async function newestMail(
  page: Page,
  username: string,
  accept: (mail: LocalMail) => boolean = () => true,
): Promise<LocalMail> {
  let found: LocalMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsFor(page, username)).find(accept);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`No mail for ${username}`);
  return found;
}
