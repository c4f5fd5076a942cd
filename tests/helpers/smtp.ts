/**
 * A real SMTP server for tests (the smtp-server package) that keeps every message it accepts,
 * decoded: headers, subject, and its text and HTML parts; and one that never finishes answering.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

// --- A received message, decoded: headers, subject, and its text and HTML parts. ---

interface Part {
  headers: Map<string, string>;
  body: string;
}

export interface Mail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r\n(?=[ \t])/g, '');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

function quotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), adjacent ones joined before decoding. */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/y;
  let out = '';
  let bytes: Buffer[] = [];
  const flush = () => {
    out += Buffer.concat(bytes).toString('utf8');
    bytes = [];
  };
  for (let i = 0; i < value.length; ) {
    word.lastIndex = i;
    const match = word.exec(value);
    if (match) {
      bytes.push(match[2]!.toUpperCase() === 'B' ? Buffer.from(match[3]!, 'base64') : quotedPrintable(match[3]!.replace(/_/g, ' ')));
      i = word.lastIndex;
      const gap = /^[ \t]+(?==\?)/.exec(value.slice(i));
      if (gap) i += gap[0].length;
      continue;
    }
    flush();
    out += value[i++];
  }
  flush();
  return out;
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const pieces = part.body.split(`--${boundary}`).slice(1);
  return pieces.filter((piece) => !piece.startsWith('--')).flatMap((piece) => leaves(splitPart(piece.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

export function parseMail(raw: string): Mail {
  const top = splitPart(raw);
  const parts = leaves(top);
  const of = (type: string) => parts.filter((part) => (part.headers.get('content-type') ?? '').toLowerCase().startsWith(type)).map(decodeBody);
  expect(of('text/plain')).toHaveLength(1);
  expect(of('text/html')).toHaveLength(1);
  return {
    headers: top.headers,
    subject: decodeWords(top.headers.get('subject') ?? ''),
    text: of('text/plain')[0]!.replace(/\r\n/g, '\n'),
    html: of('text/html')[0]!,
  };
}

// --- Servers: SMTP (smtp-server) and a webhook receiver (node:http). ---

export interface Smtp {
  port: number;
  received: Mail[];
  close(): Promise<void>;
}

export async function startSmtp(port = 0, { onConnectDelayMs = 0 }: { onConnectDelayMs?: number } = {}): Promise<Smtp> {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    // A slow server: the greeting waits, so a send is still in flight when a test kills the sender.
    onConnect(_session, callback) {
      setTimeout(() => callback(), onConnectDelayMs);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An SMTP server that greets at once, then answers EHLO one byte every `byteEveryMs`, forever (a
 * multi-line 250 whose last line never comes). Each byte resets a client's inactivity timeout, and
 * the greeting's timeout is over: only a deadline for the whole send ends it. Counts the connections
 * open now and ever.
 */
export async function startDrippingSmtp(byteEveryMs: number): Promise<{ port: number; open(): number; opened(): number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let opened = 0;
  const line = Buffer.from('250-drip.example still answering\r\n');
  const server = createServer((socket) => {
    opened++;
    sockets.add(socket);
    let sent = 0;
    let drip: NodeJS.Timeout | undefined;
    socket.write('220 drip.example ESMTP\r\n');
    socket.once('data', () => {
      drip = setInterval(() => socket.write(line.subarray(sent % line.length, (sent++ % line.length) + 1)), byteEveryMs);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    open: () => sockets.size,
    opened: () => opened,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A webhook receiver (a CRM): keeps each request. */
export interface Hook {
  url: string;
  requests: { headers: IncomingMessage['headers']; body: string; status: number | null }[];
  close(): Promise<void>;
}

/** `answer` gives each request's status by its index, or null to never answer. */
export async function startHook(answer: (index: number) => number | null): Promise<Hook> {
  const requests: Hook['requests'] = [];
  const server = createHttpServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = answer(requests.length);
      requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      if (status !== null) response.writeHead(status, { 'Content-Type': 'text/plain' }).end('a body nobody needs to read'.repeat(1000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads?token=secret-token`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
