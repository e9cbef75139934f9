/**
 * A LOCAL_PORT_OFFSET whose ports are all free, so the bench's platform can run next to a
 * developer's `npm start` or a test run's platform on the same machine.
 */
import { createServer } from 'node:net';

import { LOCAL_HOST, loadLocalSettings } from '../local/settings';

const CANDIDATE_OFFSETS = [300, 400, 500, 600, 700, 800, 900] as const;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: LOCAL_HOST, exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}

export async function freePortOffset(): Promise<number> {
  for (const offset of CANDIDATE_OFFSETS) {
    const { ports } = loadLocalSettings({ LOCAL_PORT_OFFSET: String(offset) });
    const free = await Promise.all(Object.values(ports).map(portIsFree));
    if (free.every(Boolean)) return offset;
  }
  throw new Error(`No free local platform ports at offsets ${CANDIDATE_OFFSETS.join(', ')}`);
}
