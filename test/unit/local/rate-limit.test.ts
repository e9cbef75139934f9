import { createRateLimiter } from '../../../local/rate-limit';

function limiterAt(start = 0, options: { maxCallers?: number } = {}) {
  let time = start;
  const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time, ...options });
  return { limiter, advance: (ms: number) => (time += ms) };
}

describe('createRateLimiter', () => {
  it('allows `limit` hits in the window, then refuses with the seconds until it ends', () => {
    const { limiter, advance } = limiterAt();
    expect([limiter.hit('ann'), limiter.hit('ann'), limiter.hit('ann')]).toEqual(
      Array(3).fill({ allowed: true }),
    );
    advance(20_500);
    expect(limiter.hit('ann')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    advance(39_400);
    expect(limiter.hit('ann')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('opens a new window once the first has ended', () => {
    const { limiter, advance } = limiterAt();
    for (let index = 0; index < 3; index += 1) limiter.hit('ann');
    advance(59_999);
    expect(limiter.hit('ann').allowed).toBe(false);
    advance(1);
    expect(limiter.hit('ann')).toEqual({ allowed: true });
  });

  it('counts every caller apart', () => {
    const { limiter } = limiterAt();
    for (let index = 0; index < 3; index += 1) limiter.hit('ann');
    expect(limiter.hit('ann').allowed).toBe(false);
    expect(limiter.hit('bob')).toEqual({ allowed: true });
  });

  it('forgets callers whose window has ended', () => {
    const { limiter, advance } = limiterAt();
    for (let index = 0; index < 100; index += 1) limiter.hit(`caller-${index}`);
    expect(limiter.size).toBe(100);
    advance(30_000);
    limiter.hit('late');
    expect(limiter.size).toBe(101);
    advance(30_000);
    limiter.hit('later');
    expect(limiter.size).toBe(2);
  });

  it('keeps at most `maxCallers` windows, dropping the oldest', () => {
    const { limiter } = limiterAt(0, { maxCallers: 2 });
    for (let index = 0; index < 3; index += 1) limiter.hit('ann');
    limiter.hit('bob');
    limiter.hit('cid');
    expect(limiter.size).toBe(2);
    expect(limiter.hit('bob').allowed).toBe(true);
    expect(limiter.hit('ann')).toEqual({ allowed: true });
  });
});
