import { BOOTSTRAP_USAGE, parseBootstrapArgs } from '../../../lib/bootstrap/cli-args';
import { BootstrapError } from '../../../lib/bootstrap/target';
import { SETTINGS } from '../../../lib/settings';

const failureOf = (argv: string[]): BootstrapError => {
  try {
    parseBootstrapArgs(argv);
  } catch (error) {
    if (error instanceof BootstrapError) return error;
    throw error;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe('the bootstrap command line', () => {
  it('names the environment stack and region, and makes the e-mail address the username', () => {
    expect(parseBootstrapArgs(['--env', 'prod', '--admin-email', 'ops@example.com'])).toEqual({
      env: 'prod',
      stackName: SETTINGS.prod.stackName,
      region: SETTINGS.prod.region,
      admin: { username: 'ops@example.com', email: 'ops@example.com', name: 'Platform Admin' },
      resendInvitation: false,
    });
  });

  it('takes a username, a name, a region and the resend flag', () => {
    const args = parseBootstrapArgs([
      '--env=default',
      '--admin-email=ops@example.com',
      '--admin-username=platform.ops',
      '--admin-name=Olive Ops',
      '--region=eu-west-1',
      '--resend-invitation',
    ]);
    expect(args).toMatchObject({
      stackName: SETTINGS.default.stackName,
      region: 'eu-west-1',
      admin: { username: 'platform.ops', email: 'ops@example.com', name: 'Olive Ops' },
      resendInvitation: true,
    });
  });

  it('answers --help with the usage text', () => {
    expect(parseBootstrapArgs(['--help'])).toBe('help');
    expect(BOOTSTRAP_USAGE).toContain('--admin-email');
  });

  it.each([
    [['--admin-email', 'ops@example.com'], '--env and --admin-email are required'],
    [['--env', 'prod'], '--env and --admin-email are required'],
    [['--env', 'staging', '--admin-email', 'ops@example.com'], 'Unknown environment "staging"'],
    [['--env', 'prod', '--admin-email', 'not-an-address'], 'e-mail address "not-an-address"'],
    [
      ['--env', 'prod', '--admin-email', 'ops@example.com', '--admin-username', 'ops;system=admin'],
      'admin username "ops;system=admin" is not valid',
    ],
    [['--env', 'prod', '--admin-email', 'ops@example.com', '--admin-name', '  '], 'admin name'],
    [['--env', 'prod', '--admin-email', 'ops@example.com', '--force'], "Unknown option '--force'"],
    [['--env', 'prod', '--admin-email', 'ops@example.com', 'extra'], 'extra'],
  ])('refuses %j', (argv, message) => {
    expect(failureOf(argv).message).toContain(message);
  });
});
