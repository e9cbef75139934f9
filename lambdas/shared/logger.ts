/** Structured JSON logs, one line per entry, with the request's identifying fields. */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const LEVEL_ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LogFields {
  requestId?: string;
  resource?: string;
  route?: string;
  caller?: string;
  [field: string]: unknown;
}

export interface Logger {
  debug(message: string, extra?: LogFields): void;
  info(message: string, extra?: LogFields): void;
  warn(message: string, extra?: LogFields): void;
  error(message: string, extra?: LogFields): void;
  child(fields: LogFields): Logger;
}

function minimumLevel(): number {
  const configured = process.env.LOG_LEVEL?.toLowerCase();
  if (configured === 'silent') return Number.POSITIVE_INFINITY;
  return LEVEL_ORDER[configured as LogLevel] ?? LEVEL_ORDER.info;
}

export function createLogger(base: LogFields = {}): Logger {
  const write = (level: LogLevel, message: string, extra: LogFields = {}) => {
    if (LEVEL_ORDER[level] < minimumLevel()) return;
    const line = JSON.stringify({
      timestamp: new Date().toISOString(),
      level,
      message,
      ...base,
      ...extra,
    });
    if (level === 'error' || level === 'warn') console.error(line);
    else console.log(line);
  };
  return {
    debug: (message, extra) => write('debug', message, extra),
    info: (message, extra) => write('info', message, extra),
    warn: (message, extra) => write('warn', message, extra),
    error: (message, extra) => write('error', message, extra),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

/** The loggable detail of anything thrown. */
export function errorDetail(error: unknown): LogFields {
  if (error instanceof Error) {
    return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  }
  return { errorMessage: String(error) };
}
