/** Every server the local platform starts listens on the loopback interface only. */
import { LOOPBACK_ADDRESSES, listeningAddresses } from './support/listening-sockets';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();

const servers = Object.entries(facts.urls).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string',
);

test.each(servers)('%s listens on 127.0.0.1 only', (_name, url) => {
  const addresses = listeningAddresses(Number(new URL(url).port));
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) expect(LOOPBACK_ADDRESSES).toContain(address);
});
