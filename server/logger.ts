/**
 * The process's one logger: pino, writing JSON lines on stdout (nothing else goes there). Modules
 * call it as `log({ level?, event, ...fields })`, the shape they used before pino; LOG_LEVEL drops
 * what is below it.
 */
import { pino, type Level } from 'pino';

type Write = (chunk: string) => void;

/**
 * Collects log lines and writes them in one call per event-loop turn: stdout to a pipe is a
 * synchronous syscall on Linux, and one per request costs throughput under load.
 */
export function batchedWriter(write: Write = (chunk) => process.stdout.write(chunk)): Write & { flush(): void } {
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    write(chunk);
  };
  const push = (line: string) => {
    if (pending === '') setImmediate(flush);
    pending += line;
  };
  return Object.assign(push, { flush });
}

let isoSecond = NaN;
let isoPrefix = '';
/** new Date().toISOString() (about 1 µs here): the part down to the second is worked out once a second. */
function isoNow(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const ms = now - second * 1000;
  return `${isoPrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const METHODS = new Set<string>(LOG_LEVELS.filter((level) => level !== 'silent'));

export type LogEntry = Record<string, unknown>;

export interface Logger {
  /** An event (start, shutdown, a lead stored…): `level` (info when absent) and its fields, `event` first. */
  (entry: LogEntry): void;
  /**
   * One line at `level` with `fields`, in the shape pino writes its lines (level by name, time, then
   * the fields), through the same sink and LOG_LEVEL, serialized by JSON.stringify: for the request
   * log's line (request-log.ts), whose every request paid pino's generic serializer (each name and
   * value escaped one by one): 2 % of GET /'s CPU (head to head, 9 runs, 2026-11-27).
   */
  line(level: 'info' | 'error', fields: object): void;
  /** Writes what is batched now (before process.exit). */
  flush(): void;
  /** `watch` sees every entry, whatever LOG_LEVEL lets through: metrics count events from here. */
  watch(watch: (entry: LogEntry) => void): void;
}

export function createLogger({ level = 'info', write }: { level?: LogLevel; write?: Write } = {}): Logger {
  const sink = write ?? batchedWriter();
  const instance = pino(
    {
      level,
      // Lines as before pino: no pid nor hostname, an ISO time, the level by name.
      base: null,
      timestamp: () => `,"time":"${isoNow()}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    { write: sink },
  );
  const watchers: ((entry: LogEntry) => void)[] = [];
  const log = (entry: LogEntry) => {
    for (const watch of watchers) watch(entry);
    const { level: given, ...fields } = entry;
    const method = typeof given === 'string' && METHODS.has(given) ? (given as Level) : 'info';
    instance[method](fields);
  };
  const line = (lineLevel: 'info' | 'error', fields: object) => {
    if (!instance.isLevelEnabled(lineLevel)) return;
    const json = JSON.stringify(fields);
    sink(`{"level":"${lineLevel}","time":"${isoNow()}"${json === '{}' ? '' : `,${json.slice(1, -1)}`}}\n`);
  };
  return Object.assign(log, {
    line,
    flush: () => ('flush' in sink && typeof sink.flush === 'function' ? sink.flush() : undefined),
    watch: (watch: (entry: LogEntry) => void) => void watchers.push(watch),
  });
}

/** An error as a log line's fields: its message (never "[object Object]") and its code when it has one. */
export function errorFields(error: unknown): { message: string; code?: string } {
  if (error instanceof AggregateError && error.errors.length) {
    // Connecting to "localhost" tries ::1 and 127.0.0.1: node's error then has no message of its own.
    const parts = error.errors.map(errorFields);
    const code = codeOf(error) ?? parts.find((part) => part.code)?.code;
    const message = error.message || [...new Set(parts.map((part) => part.message))].join('; ');
    return code ? { message, code } : { message };
  }
  const code = codeOf(error);
  const message =
    error instanceof Error
      ? error.message || error.name
      : typeof error === 'object' && error !== null
        ? typeof (error as { message?: unknown }).message === 'string'
          ? (error as { message: string }).message
          : safeJson(error)
        : String(error);
  return code ? { message, code } : { message };
}

function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

function safeJson(value: object): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
