/**
 * What a visitor sees of each answer n8n 2.x gives, one fixture per mode of a Respond to Webhook
 * node or an AI Agent (tests/fixtures/n8n/): read as it arrives by the widget (readAnswer, the body
 * cut into pieces), whole (parseReply), and as the server records it (WebhookRecorder), alike.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAnswer } from '../../protocol/chat-client.ts';
import { ChatError, parseReply, type AssistantReply } from '../../protocol/chat.ts';
import { WebhookRecorder } from '../../server/chat/webhook-record.ts';
import { piecesOf, responseOf } from '../helpers/response-pieces.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'n8n', name)));
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Whole, then cut every 7 bytes and every byte (inside lines, strings and characters). */
const CUTS = [Infinity, 7, 1];

/** What the widget shows, read as it arrives, and the texts shown while it grows. */
async function visitorSees(bytes: Uint8Array, size: number, contentType = 'application/json; charset=utf-8') {
  const seen: string[] = [];
  const reply = await readAnswer(responseOf(piecesOf(bytes, size), 200, contentType), (shown) => seen.push(shown));
  return { reply, seen };
}

/** What the server keeps of a streamed answer that passes through it. */
function recorded(bytes: Uint8Array, size: number): AssistantReply | null {
  const reading = new WebhookRecorder(undefined, () => {}).reading();
  for (const piece of piecesOf(bytes, size)) reading.add(piece);
  return reading.result();
}

const agentAnswer: AssistantReply = {
  message: 'Un devis vous parvient sous 48 h.',
  buttons: [{ text: 'Demander un devis', url: 'https://www.exemple.fr/contact', type: 'primary' }],
  quickReplies: ['Être rappelé'],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('n8n answers read whole (Respond to Webhook)', () => {
  it.each([
    [
      'Respond With: JSON, section 7 payload with no output around it',
      'respond-json.json',
      'application/json; charset=utf-8',
      {
        message: 'Nos tables tactiles se prêtent à l’essai pendant 15 jours.',
        buttons: [
          { text: 'Voir les tables tactiles', url: 'https://www.exemple.fr/solutions/tables-tactiles', type: 'primary' },
          { text: 'Nous appeler', url: 'tel:+33465712840', type: 'secondary' },
        ],
        quickReplies: ['Une démo ?', 'Quels tarifs ?'],
      },
    ],
    [
      'Respond With: Text, a body that is not JSON',
      'respond-text.txt',
      'text/html; charset=utf-8',
      { message: 'Bonjour ! Nos écrans interactifs se prêtent à l’essai.\nQue souhaitez-vous savoir ?', buttons: [], quickReplies: [] },
    ],
    ['an AI Agent whose output is the JSON as text', 'respond-agent-object.json', 'application/json; charset=utf-8', agentAnswer],
    [
      'an AI Agent whose output wraps the JSON in a code block, with words around it',
      'respond-agent-string.json',
      'application/json; charset=utf-8',
      agentAnswer,
    ],
  ])('%s', async (_mode, name, contentType, expected) => {
    const bytes = fixture(name);
    expect(parseReply(200, true, text(bytes))).toEqual(expected);
    for (const size of CUTS) {
      const { reply, seen } = await visitorSees(bytes, size, contentType);
      expect(reply, `pieces of ${size}`).toEqual(expected);
      expect(seen).toEqual([]);
    }
  });

  it('reads the agent’s answer alike in the array of "All Incoming Items"', () => {
    expect(parseReply(200, true, `[${text(fixture('respond-agent-string.json'))}]`)).toEqual(agentAnswer);
  });

  it('keeps prose as prose, a code block in it included, when the block is no answer', () => {
    const prose = 'Exemple de requête :\n```json\n{"sessionId": "abc"}\n```\nEt voilà.';
    expect(parseReply(200, true, JSON.stringify({ output: prose })).message).toBe(prose);
    expect(parseReply(200, true, JSON.stringify({ output: 'Un texte {pas du JSON} ```' })).message).toBe('Un texte {pas du JSON} ```');
  });

  it('still fails on an empty body or one cut in the middle of its JSON', () => {
    expect(() => parseReply(200, true, '')).toThrow(new ChatError('Réponse vide du serveur'));
    expect(() => parseReply(200, true, text(fixture('respond-json.json')).slice(0, 40))).toThrow(new ChatError('Réponse invalide du serveur'));
  });
});

describe('n8n answers streamed (one JSON object a line, with metadata)', () => {
  it('an AI Agent streaming text: shown as it grows, one message at the end, recorded alike', async () => {
    const bytes = fixture('stream-agent.ndjson');
    const message = 'Bonjour ! Nos tables tactiles se prêtent à l’essai pendant 15 jours.';
    for (const size of CUTS) {
      const { reply, seen } = await visitorSees(bytes, size);
      expect(reply).toEqual({ message, buttons: [], quickReplies: [] });
      // Cut into pieces, it grows from the first item's text; whole, it is shown at once.
      expect(seen[0]).toBe(size < bytes.length ? 'Bonjour' : message);
      expect(seen.at(-1)).toBe(message);
      expect(recorded(bytes, size)).toEqual(reply);
    }
  });

  it('items that together form {"message","buttons","quick_replies"}: the buttons and quick replies are kept, the JSON never shown', async () => {
    const bytes = fixture('stream-payload.ndjson');
    const expected = {
      message: 'Voici nos écrans interactifs.',
      buttons: [{ text: 'Voir les écrans', url: 'https://www.exemple.fr/solutions/ecrans-interactifs', type: 'primary' }],
      quickReplies: ['Une démo ?', 'Quels tarifs ?'],
    };
    for (const size of CUTS) {
      const { reply, seen } = await visitorSees(bytes, size);
      expect(reply).toEqual(expected);
      expect(seen).toEqual([expected.message]);
      expect(recorded(bytes, size)).toEqual(expected);
    }
  });

  it('an error line after some text: the text is kept as the reply, the error goes to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bytes = fixture('stream-error-after-text.ndjson');
    const expected = { message: 'Nos tables tactiles se prêtent', buttons: [], quickReplies: [] };
    for (const size of CUTS) {
      warn.mockClear();
      expect((await visitorSees(bytes, size)).reply).toEqual(expected);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Erreur du flux : Request failed with status code 429'));
      expect(recorded(bytes, size)).toEqual(expected);
    }
  });

  it('an error line with content null before any text: the generic error (a ChatError), nothing recorded', async () => {
    const bytes = fixture('stream-error-null.ndjson');
    for (const size of CUTS) {
      await expect(visitorSees(bytes, size)).rejects.toThrow(new ChatError('Erreur du flux : sans détail'));
      expect(recorded(bytes, size)).toBeNull();
    }
  });

  it('an error line with content null or missing after some text keeps the text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lines = text(fixture('stream-agent.ndjson')).trimEnd().split('\n');
    const failing = (error: string) => new TextEncoder().encode([...lines.slice(0, 3), error, ...lines.slice(3)].join('\n'));
    for (const error of [text(fixture('stream-error-null.ndjson')).split('\n')[1]!, '{"type":"error"}']) {
      expect((await visitorSees(failing(error), 7)).reply.message).toBe('Bonjour ! Nos');
    }
  });

  it('a section 7 answer cut by an error line after some text is dropped, never shown as JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lines = text(fixture('stream-payload.ndjson')).trimEnd().split('\n');
    const agent = text(fixture('stream-agent.ndjson')).trimEnd().split('\n');
    const error = text(fixture('stream-error-after-text.ndjson')).split('\n')[3]!;
    const bytes = new TextEncoder().encode([...agent.slice(0, 3), ...lines.slice(1, 4), error].join('\n'));
    expect((await visitorSees(bytes, 7)).reply).toEqual({ message: 'Bonjour ! Nos', buttons: [], quickReplies: [] });
  });
});
