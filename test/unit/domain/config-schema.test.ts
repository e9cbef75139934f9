import {
  applicationEntrySchema,
  coreConfigSchema,
  LAUNCH_URL_LIMIT,
} from '../../../lambdas/domain/config-schema';
import { loadShippedConfigs } from '../../../lib/bootstrap/shipped-configs';
import { APPLICATION_ROUTES } from '../../../frontend/src/common/application-routes';
import type { CoreConfig } from '../../../lambdas/domain/config-schema';

const core = (applications: unknown[]) => ({
  home: 'orgunits',
  roles: [{ value: 'admin', name: 'Admin' }],
  applications,
  entityRules: [],
});

describe("the core config's applications", () => {
  it('keeps configs written before status and launchUrl valid, with the entries unchanged', () => {
    const old = core([{ id: 'ticketapp', name: 'Issue Tracker' }]);
    const parsed = coreConfigSchema.safeParse(old);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.applications).toEqual([{ id: 'ticketapp', name: 'Issue Tracker' }]);
  });

  it('accepts a release status and an https launch URL', () => {
    const entry = {
      id: 'salespro',
      name: 'Sales Pro',
      status: 'pending',
      launchUrl: 'https://sales.example.com/start?tenant=a#home',
    };
    expect(coreConfigSchema.safeParse(core([entry])).data?.applications).toEqual([entry]);
    expect(applicationEntrySchema.safeParse({ ...entry, status: 'released' }).success).toBe(true);
  });

  it('refuses an unknown status', () => {
    const entry = { id: 'hrmapp', name: 'HRM', status: 'beta' };
    expect(coreConfigSchema.safeParse(core([entry])).success).toBe(false);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in upper case', 'JAVASCRIPT:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain http', 'http://apps.example.com/'],
    ['a relative path', '/apps/ticketapp'],
    ['a protocol-relative address', '//evil.example.com/'],
    ['https without a host', 'https://'],
    ['https: without slashes', 'https:evil.example.com'],
    ['credentials in the address', 'https://user:secret@apps.example.com/'],
    ['white space inside', 'https://apps.example.com/a b'],
    ['a leading space', ' https://apps.example.com/'],
    ['a control character', 'https://apps.example.com/\u0000'],
    ['an over-long address', `https://apps.example.com/${'a'.repeat(LAUNCH_URL_LIMIT)}`],
    ['a number', 42],
  ])('refuses a launchUrl that is %s', (_label, launchUrl) => {
    const entry = { id: 'ticketapp', name: 'Issue Tracker', launchUrl };
    expect(applicationEntrySchema.safeParse(entry).success).toBe(false);
    expect(coreConfigSchema.safeParse(core([entry])).success).toBe(false);
  });
});

describe('the shipped core config', () => {
  it("lists every console application route's application, with the spec's release status", () => {
    const shipped = loadShippedConfigs()[0]?.config as CoreConfig;
    const statuses = Object.fromEntries(
      shipped.applications.map((application) => [application.id, application.status]),
    );
    expect(Object.keys(statuses).sort()).toEqual(APPLICATION_ROUTES.map((a) => a.appId).sort());
    // Spec §1: Sales Pro, HRM and Accounting are release pending.
    expect(statuses).toEqual({
      ticketapp: 'released',
      courseapp: 'released',
      salespro: 'pending',
      hrmapp: 'pending',
      accounting: 'pending',
      approvals: 'released',
    });
  });
});
