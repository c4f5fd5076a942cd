/**
 * The call a client makes: post a request, read the answer whole (docs/protocol.md) or as a stream,
 * the way n8n (1.101 and later) streams a webhook's answer: one JSON object a line,
 * {"type":"begin"}, {"type":"item","content":"…"}…, {"type":"end"}, or {"type":"error","content":"…"}.
 * An item may carry a core answer as JSON text ({"output":{"message","buttons",…}}, or the bare
 * {"message","buttons","quick_replies"}), whole or cut across items. An error line ends the answer:
 * with the generic error before any text, with the text that arrived after some. The answer itself
 * says whether it is a stream: no setting. Shipped by the widget; the server uses isStreamStart to
 * pass a stream through, and streamReply to record it.
 */
import { answerOf, ChatError, isRecord, maybeJson, parseReply, type AssistantReply, type ChatRequest } from './chat.ts';

/** Whether the first line of an answer opens a stream (any other answer is read whole). */
export function isStreamStart(line: string): boolean {
  try {
    const chunk: unknown = JSON.parse(line);
    return isRecord(chunk) && (chunk.type === 'begin' || chunk.type === 'item');
  } catch {
    return false;
  }
}

/**
 * One reply built from the lines of a stream; `text()` is what can be shown so far, `failure()` the
 * error line that ended it after some text (the reply is then whole: later lines are ignored).
 */
export function streamReply() {
  const reply: AssistantReply = { message: '', buttons: [], quickReplies: [] };
  // A core answer being received across items.
  let json = '';
  let failure: string | undefined;
  const add = (content: string) => {
    json += content;
    if (!maybeJson(json)) {
      reply.message += json;
      json = '';
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch {
      return; // not whole yet
    }
    const part = answerOf(data);
    reply.message += part ? part.message : json;
    reply.buttons.push(...(part?.buttons ?? []));
    reply.quickReplies.push(...(part?.quickReplies ?? []));
    if (part?.proof) reply.proof = part.proof;
    json = '';
  };
  /**
   * An error line (n8n's content may be null or missing). Before any text, the answer failed. After
   * some, the visitor keeps what arrived, as the reply's end: a model that fails mid-answer has said
   * something worth reading; a core answer cut by the error was never shown, and is dropped.
   */
  const fail = (content: unknown) => {
    const error = `Erreur du flux : ${typeof content === 'string' && content ? content : 'sans détail'}`;
    if (!reply.message.trim()) throw new ChatError(error);
    failure = error;
    json = '';
  };
  return {
    line(text: string) {
      if (!text.trim() || failure) return;
      let chunk: unknown;
      try {
        chunk = JSON.parse(text);
      } catch {
        return add(text); // a line that is not JSON is text, as n8n's own chat reads it
      }
      if (!isRecord(chunk)) return;
      const content = typeof chunk.content === 'string' ? chunk.content : '';
      if (chunk.type === 'item') add(content);
      else if (chunk.type === 'error') fail(chunk.content);
      // Each node of the workflow opens its own part: a new paragraph of the one message.
      else if (chunk.type === 'begin' && reply.message.trim()) reply.message = `${reply.message.trimEnd()}\n\n`;
    },
    text: () => reply.message,
    failure: () => failure,
    end(): AssistantReply {
      const message = (reply.message + json).trim();
      if (!message) throw new ChatError('Réponse vide du serveur');
      return { ...reply, message };
    },
  };
}

/** Ends a stream that failed after some text: the visitor gets that text, the console the error. */
function endOnFailure(stream: ReturnType<typeof streamReply>, reader: ReadableStreamDefaultReader<Uint8Array>): AssistantReply {
  console.warn(`${stream.failure()} (réponse gardée telle qu’elle est arrivée)`);
  // Nothing more is read: whatever the webhook sends after its error is not part of the answer.
  reader.cancel().catch(() => {});
  return stream.end();
}

/** Reads an answer as it arrives: a stream is shown through onText as it grows, any other answer is read whole. */
export async function readAnswer(response: Response, onText: (text: string) => void): Promise<AssistantReply> {
  if (!response.ok || !response.body) return parseReply(response.status, response.ok, await response.text());
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let stream: ReturnType<typeof streamReply> | null | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    if (stream === undefined) {
      // The first line decides; a whole answer is kept until its end.
      const start = buffer.trimStart();
      const newline = start.indexOf('\n');
      if (newline >= 0 || done) stream = isStreamStart(newline >= 0 ? start.slice(0, newline) : start) ? streamReply() : null;
    }
    if (stream) {
      const lines = buffer.split('\n');
      buffer = done ? '' : lines.pop()!;
      const before = stream.text();
      for (const line of lines) stream.line(line);
      if (stream.text() !== before) onText(stream.text());
      if (stream.failure()) return endOnFailure(stream, reader);
    }
    if (done) return stream ? stream.end() : parseReply(response.status, true, buffer);
  }
}

/**
 * Posts a request and reads the answer (onText sees a streamed answer grow); any failure becomes a
 * ChatError (network ones included).
 */
export async function postMessage(
  endpoint: string,
  body: ChatRequest,
  onText: (text: string) => void = () => {},
  fetchImpl: typeof fetch = fetch,
): Promise<AssistantReply> {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return await readAnswer(response, onText);
  } catch (error) {
    if (error instanceof ChatError) throw error;
    throw new ChatError(`Erreur réseau : ${error instanceof Error ? error.message : String(error)}`);
  }
}
