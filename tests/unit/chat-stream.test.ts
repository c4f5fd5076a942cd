import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../protocol/chat-client.ts';
import { ChatError } from '../../protocol/chat.ts';
import { responseOf } from '../helpers/response-pieces.ts';

const line = (chunk: Record<string, unknown>) => `${JSON.stringify(chunk)}\n`;
const meta = { nodeId: 'agent', nodeName: 'AI Agent', itemIndex: 0, runIndex: 0, timestamp: 1 };
const begin = line({ type: 'begin', metadata: meta });
const item = (content: string) => line({ type: 'item', content, metadata: meta });
const end = line({ type: 'end', metadata: meta });

async function read(pieces: (string | Uint8Array)[]) {
  const seen: string[] = [];
  const reply = await readAnswer(responseOf(pieces), (text) => seen.push(text));
  return { reply, seen };
}

describe('reading a streamed answer (n8n, one JSON object a line)', () => {
  it('shows the text as it grows and ends as one reply', async () => {
    const { reply, seen } = await read([begin, item('Bonjour'), item(', nos tables'), item(' tactiles…'), end]);
    expect(reply).toEqual({ message: 'Bonjour, nos tables tactiles…', buttons: [], quickReplies: [] });
    expect(seen).toEqual(['Bonjour', 'Bonjour, nos tables', 'Bonjour, nos tables tactiles…']);
  });

  it('keeps the proof of work a streamed section 7 answer asks for', async () => {
    const proof = { algorithm: 'SHA-256', challenge: 'c', maxnumber: 10, salt: 's?expires=1&', signature: 'x' };
    const { reply } = await read([begin, item(JSON.stringify({ output: { message: 'Voici votre demande', proof } })), end]);
    expect(reply.proof).toEqual(proof);
  });

  it('reads lines cut across pieces, even inside a character', async () => {
    const whole = begin + item('Écrans à économie d’énergie') + end;
    const bytes = new TextEncoder().encode(whole);
    const cut = whole.indexOf('É') + 1; // inside the two bytes of « É »
    const { reply } = await read([bytes.slice(0, 5), bytes.slice(5, cut), bytes.slice(cut, cut + 7), bytes.slice(cut + 7)]);
    expect(reply.message).toBe('Écrans à économie d’énergie');
  });

  it('takes the buttons and quick replies of an item that carries a section 7 answer, whole or cut across items', async () => {
    const answer = JSON.stringify({
      output: {
        message: 'Voici la page.',
        buttons: [{ text: 'Voir', url: 'https://www.exemple.fr/solutions/tables-tactiles', type: 'primary' }],
        quick_replies: ['Une démo ?'],
      },
    });
    const expected = {
      message: 'Voici la page.',
      buttons: [{ text: 'Voir', url: 'https://www.exemple.fr/solutions/tables-tactiles', type: 'primary' }],
      quickReplies: ['Une démo ?'],
    };
    expect((await read([begin, item(answer), end])).reply).toEqual(expected);
    const { reply, seen } = await read([begin, item(answer.slice(0, 1)), item(answer.slice(1, 20)), item(answer.slice(20)), end]);
    expect(reply).toEqual(expected);
    // The JSON itself is never shown while it arrives.
    expect(seen).toEqual(['Voici la page.']);
  });

  it('puts the text of each node of the workflow in its own paragraph of the one message', async () => {
    const buttons = JSON.stringify({ output: { message: 'Et la page :', buttons: [{ text: 'Voir', url: 'https://www.exemple.fr/', type: 'secondary' }] } });
    const { reply } = await read([begin, item('Une réponse.'), end, begin, item(buttons), end]);
    expect(reply.message).toBe('Une réponse.\n\nEt la page :');
    expect(reply.buttons).toHaveLength(1);
  });

  it('keeps text that only looks like JSON (a markdown link) as text', async () => {
    const { reply } = await read([begin, item('[Voir la page](https://www.exemple.fr/)'), item(' et {ceci}'), end]);
    expect(reply.message).toBe('[Voir la page](https://www.exemple.fr/) et {ceci}');
  });

  it('fails with an error line before any text, an empty stream, or an error status', async () => {
    await expect(read([begin, line({ type: 'error', content: 'quota dépassé' })])).rejects.toThrow(new ChatError('Erreur du flux : quota dépassé'));
    await expect(read([begin, end])).rejects.toThrow(new ChatError('Réponse vide du serveur'));
    await expect(readAnswer(responseOf([begin, item('x')], 502), () => {})).rejects.toThrow(new ChatError('Erreur HTTP 502'));
  });

  it('reads an answer that ends without its end line (the connection closed) with what came', async () => {
    expect((await read([begin, item('Tout est là')])).reply.message).toBe('Tout est là');
  });
});

describe('an answer that is not a stream is read whole, as section 7 says', () => {
  it.each([
    ['one line', [JSON.stringify({ output: 'Bonjour !' })], 'Bonjour !'],
    ['pretty-printed over several lines and pieces', ['{\n  "output": {\n', '    "message": "Bonjour !"\n  }\n}\n'], 'Bonjour !'],
    ['an array of one line per element', ['[{"output": "Bonjour !"}]\n'], 'Bonjour !'],
    ['an object whose type is not a stream chunk', [JSON.stringify({ type: 'text', output: 'Bonjour !' })], 'Bonjour !'],
  ])('%s', async (_case, pieces, message) => {
    const { reply, seen } = await read(pieces);
    expect(reply.message).toBe(message);
    expect(seen).toEqual([]);
  });
});
