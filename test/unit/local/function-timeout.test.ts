import type { Context } from 'aws-lambda';

import { ENVIRONMENT_NAMES, SETTINGS } from '../../../lib/settings';
import { localFunctionTimeoutMs } from '../../../local/function-timeout';
import { FunctionTimeoutError, invokeWithTimeout } from '../../../local/lambda-invoke';

describe('the local function timeout', () => {
  it.each(ENVIRONMENT_NAMES)('is the one the CDK app gives the functions of %s', (name) => {
    expect(localFunctionTimeoutMs()).toBe(SETTINGS[name].handlers.timeout.toMilliseconds());
  });

  it('counts down in the context the handler receives', async () => {
    const remaining = await invokeWithTimeout(
      'clock',
      async (_event, context: Context) => context.getRemainingTimeInMillis(),
      {},
      2_000,
    );
    expect(remaining).toBeLessThanOrEqual(2_000);
    expect(remaining).toBeGreaterThan(1_900);
  });

  it('fails the invocation of a handler that has not answered in time', async () => {
    const started = Date.now();
    const invocation = invokeWithTimeout('hanging', () => new Promise(() => undefined), {}, 300);
    await expect(invocation).rejects.toBeInstanceOf(FunctionTimeoutError);
    await expect(invocation).rejects.toMatchObject({ functionName: 'hanging', timeoutMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("returns a handler's answer that comes in time, and its failure", async () => {
    await expect(invokeWithTimeout('quick', async () => 'answer', {}, 300)).resolves.toBe('answer');
    await expect(
      invokeWithTimeout('failing', () => Promise.reject(new Error('broken')), {}, 300),
    ).rejects.toThrow('broken');
  });
});
