/**
 * The MFA requirement kept per instance (mfa-requirement-read.ts): an answer is used only by a
 * request that read the same MFA marker count it was read under, and for a bounded time.
 */
import { unitsRequireMfa } from '../../../lambdas/shared/repositories/mfa-requirement-read';

const AT = 1_000_000;
const marker = (changes: number) => ({ changes, changedAt: '2026-03-01T12:00:00.000Z' });

/** A reader answering `answers` in turn, counting its calls. */
function reader(...answers: boolean[]) {
  const read = jest.fn(async (_unitIds: readonly string[]) => answers.shift() ?? false);
  return read;
}

describe('unitsRequireMfa', () => {
  it('keeps the answer while the marker says nothing changed, for the same units in any order', async () => {
    const read = reader(false);
    const at = () => AT;
    expect(await unitsRequireMfa(['ou-a1', 'ou-b1'], marker(3), at, read)).toBe(false);
    expect(await unitsRequireMfa(['ou-b1', 'ou-a1', 'ou-a1'], marker(3), at, read)).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(['ou-a1', 'ou-b1']);
  });

  it('reads again on the first request that reads a changed count', async () => {
    const read = reader(false, true, false);
    const at = () => AT;
    expect(await unitsRequireMfa(['ou-a2'], marker(3), at, read)).toBe(false);
    // An activation of `requireMfa: true` counted a change: in force at once.
    expect(await unitsRequireMfa(['ou-a2'], marker(4), at, read)).toBe(true);
    expect(await unitsRequireMfa(['ou-a2'], marker(4), at, read)).toBe(true);
    // Its rollback counted another: lifted at once.
    expect(await unitsRequireMfa(['ou-a2'], marker(5), at, read)).toBe(false);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps an answer no longer than a minute, whatever the marker says', async () => {
    const read = reader(false, true);
    expect(await unitsRequireMfa(['ou-a3'], marker(3), () => AT, read)).toBe(false);
    expect(await unitsRequireMfa(['ou-a3'], marker(3), () => AT + 59_999, read)).toBe(false);
    expect(await unitsRequireMfa(['ou-a3'], marker(3), () => AT + 60_000, read)).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads every time, keeping nothing, when no marker was read', async () => {
    const read = reader(false, true, false);
    expect(await unitsRequireMfa(['ou-a4'], undefined, () => AT, read)).toBe(false);
    expect(await unitsRequireMfa(['ou-a4'], undefined, () => AT, read)).toBe(true);
    // Nothing kept from those: a request with a marker reads too.
    expect(await unitsRequireMfa(['ou-a4'], marker(3), () => AT, read)).toBe(false);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads nothing for no units', async () => {
    const read = reader(true);
    expect(await unitsRequireMfa([], marker(3), () => AT, read)).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });
});
