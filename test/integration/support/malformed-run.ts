/**
 * Sends a batch of hostile requests with bounded parallelism and judges each answer: never a
 * 5xx, never an accepted mutation, the one right status where only one is right.
 */
import type { BadRequest } from './malformed-request';
import { type RawAnswer, sendRaw } from './malformed-send';
import type { PlatformFacts } from './platform-process';

export const PARALLEL = 8;
const SHOWN_BODY = 160;

export function problemOf(request: BadRequest, answer: RawAnswer): string | undefined {
  if (answer.status === 0) return 'no answer';
  if (answer.status >= 500) return 'a 5xx';
  if (request.mutating && answer.status < 400) return 'a mutation accepted';
  if (request.statuses && !request.statuses.includes(answer.status)) {
    return `not ${request.statuses.join(' or ')}`;
  }
  return undefined;
}

export async function sendAll(
  facts: PlatformFacts,
  token: string,
  requests: readonly BadRequest[],
): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = new Array<RawAnswer>(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      answers[index] = await sendRaw(facts, token, requests[index] as BadRequest);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return answers;
}

/** One line per wrong answer (identical lines counted once, with how many). */
export function wrongAnswers(requests: readonly BadRequest[], answers: readonly RawAnswer[]) {
  const lines = new Map<string, number>();
  requests.forEach((request, index) => {
    const answer = answers[index] as RawAnswer;
    const problem = problemOf(request, answer);
    if (!problem) return;
    const text = answer.text.replace(/\s+/g, ' ').slice(0, SHOWN_BODY);
    const line = `${problem}: ${request.label} → ${answer.status} ${text}`;
    lines.set(line, (lines.get(line) ?? 0) + 1);
  });
  return [...lines]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([line, times]) => (times > 1 ? `${line} (×${times})` : line));
}
