/** Helpers of the server-paged lists' browser tests: the API reads they make, and the pager. */
import type { Page } from '@playwright/test';

/** Records, in order, the API GETs (fetch) whose URL passes `match`; the array fills as they go. */
export function recordApiReads(page: Page, match: (url: URL) => boolean): URL[] {
  const reads: URL[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || request.resourceType() !== 'fetch') return;
    const url = new URL(request.url());
    if (match(url)) reads.push(url);
  });
  return reads;
}

/** Cloudscape Pagination's buttons (labelled by its English I18nProvider messages). */
export function pager(page: Page) {
  return {
    next: page.getByRole('button', { name: 'Next page', exact: true }),
    previous: page.getByRole('button', { name: 'Previous page', exact: true }),
    number: (pageNumber: number) =>
      page.getByRole('button', { name: `Page ${pageNumber} of all pages`, exact: true }),
  };
}

/** Holds every matching API read for `ms`: what the screen shows meanwhile came from its cache. */
export async function holdApiReads(page: Page, pattern: RegExp, ms: number): Promise<void> {
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}
