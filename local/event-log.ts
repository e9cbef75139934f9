/**
 * The messages the local SNS stand-in received, appended to `<dataDir>/events.jsonl` so they
 * survive a restart; tests and the console read them newest first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';

export interface RecordedEvent {
  messageId: string;
  topicArn: string;
  /** The message parsed as JSON when it is JSON (API events are), else the raw text. */
  message: unknown;
  attributes: Record<string, string>;
  subject?: string;
  at: string;
}

export interface EventLog {
  append(event: RecordedEvent): Promise<void>;
  /** Newest first. */
  list(limit?: number): RecordedEvent[];
}

export function eventLogFile(dataDir: string): string {
  return path.join(dataDir, 'events.jsonl');
}

export function createEventLog(dataDir: string): EventLog {
  const file = eventLogFile(dataDir);
  // Appends are chained so that concurrent publishes never interleave their lines.
  let pending: Promise<void> = Promise.resolve();
  return {
    append(event) {
      pending = pending.then(() => appendFile(file, `${JSON.stringify(event)}\n`));
      return pending;
    },
    list(limit = Number.POSITIVE_INFINITY) {
      if (!existsSync(file)) return [];
      const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
      const events: RecordedEvent[] = [];
      for (let index = lines.length - 1; index >= 0 && events.length < limit; index -= 1) {
        events.push(JSON.parse(lines[index] as string) as RecordedEvent);
      }
      return events;
    },
  };
}
