import { describe, expect, it, vi } from 'vitest';
import { chatTexts } from '../../content/chat-texts.ts';
import { postMessage } from '../../protocol/chat-client.ts';
import { buildRequest, ChatError, isSafeButtonUrl, MAX_HISTORY, parseReply, type Charad } from '../../protocol/chat.ts';

const { genericError: GENERIC_ERROR, unprocessed: UNPROCESSED } = chatTexts;

const charad: Charad = { id: 'charade-ecran', type: 'charade', content: 'Mon premier…', category: 'collaboration', difficulty: 'easy' };
const ok = (text: string) => parseReply(200, true, text);
const payload = { message: 'Bonjour', buttons: [{ text: 'Voir', url: 'https://exemple.fr', type: 'primary' }], quick_replies: ['Oui', 'Non'] };
const expected = { message: 'Bonjour', buttons: [{ text: 'Voir', url: 'https://exemple.fr', type: 'primary' }], quickReplies: ['Oui', 'Non'] };

describe('the request body', () => {
  it('carries the message, the session, the opening item and the earlier messages with it', () => {
    const body = buildRequest('Une démo ?', 'session-1-abc', charad, [
      { role: 'assistant', content: 'Mon premier…' },
      { role: 'user', content: 'écran' },
    ]);
    expect(body).toEqual({
      message: 'Une démo ?',
      sessionId: 'session-1-abc',
      charad,
      conversationHistory: [
        { role: 'assistant', content: 'Mon premier…', charad },
        { role: 'user', content: 'écran', charad },
      ],
    });
  });

  it(`keeps the last ${MAX_HISTORY} earlier messages`, () => {
    const history = Array.from({ length: 80 }, (_, i) => ({ role: 'user' as const, content: `m${i}` }));
    const body = buildRequest('x', 's', null, history);
    expect(body.conversationHistory).toHaveLength(MAX_HISTORY);
    expect(body.conversationHistory[0]?.content).toBe('m30');
  });
});

describe('reading the answer (the core rules)', () => {
  it('accepts an array whose first element has output', () => {
    expect(ok(JSON.stringify([{ output: payload }]))).toEqual(expected);
    expect(ok(JSON.stringify([{ output: 'Texte simple' }]))).toEqual({ message: 'Texte simple', buttons: [], quickReplies: [] });
  });

  it.each(['response', 'message', 'output'])('accepts an object with %s', (key) => {
    expect(ok(JSON.stringify({ [key]: payload }))).toEqual(expected);
    expect(ok(JSON.stringify({ [key]: 'Bonjour !' }))).toEqual({ message: 'Bonjour !', buttons: [], quickReplies: [] });
  });

  it('accepts a value that is itself a JSON string', () => {
    expect(ok(JSON.stringify({ output: JSON.stringify(payload) }))).toEqual(expected);
    expect(ok(JSON.stringify([{ output: JSON.stringify(payload) }]))).toEqual(expected);
  });

  it("reads an object's message as the text, as section 7 says, and keeps the buttons and quick replies beside it", () => {
    expect(ok(JSON.stringify({ message: 'Bonjour' }))).toEqual({ message: 'Bonjour', buttons: [], quickReplies: [] });
    // The same text as section 7 reads; the lists beside it are the payload's (a Respond to Webhook node's JSON).
    expect(ok(JSON.stringify(payload))).toEqual(expected);
    expect(ok(JSON.stringify({ output: payload }))).toEqual(expected);
    // An object with response is read by its response, as before.
    expect(ok(JSON.stringify({ response: 'Salut', ...payload }))).toEqual({ message: 'Salut', buttons: [], quickReplies: [] });
  });

  it('reads a JSON object out of a text value: exactly one once trimmed, or an agent’s code block', () => {
    expect(ok(JSON.stringify({ output: `\n ${JSON.stringify(payload)} \n` }))).toEqual(expected);
    expect(ok(JSON.stringify({ output: `Voici :\n\`\`\`json\n${JSON.stringify(payload)}\n\`\`\`\nÀ bientôt.` }))).toEqual(expected);
    expect(ok(JSON.stringify({ output: `\`\`\`\n${JSON.stringify(payload)}\n\`\`\`` }))).toEqual(expected);
    expect(ok(JSON.stringify({ output: 'Écrivez {"message": "x"} pour essayer.' })).message).toBe('Écrivez {"message": "x"} pour essayer.');
  });

  it('shows plain text as it is', () => {
    expect(ok(JSON.stringify({ output: 'Un texte {pas du JSON' }))).toEqual({ message: 'Un texte {pas du JSON', buttons: [], quickReplies: [] });
  });

  it('shows the whole response when the message is empty', () => {
    const text = JSON.stringify({ output: { message: '', buttons: [] } });
    expect(ok(text).message).toBe(text);
    expect(ok(JSON.stringify({ output: '  ' })).message).toBe(JSON.stringify({ output: '  ' }));
  });

  it('answers "Je suis désolé…" when nothing matches', () => {
    for (const text of ['{}', '[]', '[1]', '{"autre": 1}', '"texte"', '42', 'null', '[{"pas": "output"}]', '{"output": null}']) {
      expect(ok(text), text).toEqual({ message: UNPROCESSED, buttons: [], quickReplies: [] });
    }
  });

  it('keeps only buttons with text and an http, https, mailto or tel URL', () => {
    const reply = ok(
      JSON.stringify({
        output: {
          message: 'Choisissez',
          buttons: [
            { text: 'Site', url: 'https://exemple.fr/a' },
            { text: 'Mail', url: 'mailto:a@exemple.fr', type: 'primary' },
            { text: 'Tél', url: 'tel:+33465712840' },
            { text: 'Piège', url: 'javascript:alert(1)' },
            { text: 'Piège', url: 'JAVASCRIPT:alert(1)' },
            { text: 'Données', url: 'data:text/html,<script>alert(1)</script>' },
            { text: 'Relatif', url: '/blog' },
            { text: '', url: 'https://exemple.fr' },
            { url: 'https://exemple.fr' },
            'pas un bouton',
            null,
          ],
          quick_replies: ['Oui', { text: 'Non' }, '', 3, null],
        },
      }),
    );
    expect(reply.buttons).toEqual([
      { text: 'Site', url: 'https://exemple.fr/a', type: 'secondary' },
      { text: 'Mail', url: 'mailto:a@exemple.fr', type: 'primary' },
      { text: 'Tél', url: 'tel:+33465712840', type: 'secondary' },
    ]);
    expect(reply.quickReplies).toEqual(['Oui', 'Non']);
  });

  it.each([
    ['https://exemple.fr', true],
    ['http://exemple.fr', true],
    ['mailto:a@b.fr', true],
    ['tel:+33465712840', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
    ['//exemple.fr', false],
    ['https://exe mple.fr', false],
  ])('judges %s safe: %s', (url, safe) => {
    expect(isSafeButtonUrl(url)).toBe(safe);
  });
});

describe('errors (the internal error messages)', () => {
  it('reports a non-success status, an empty body and invalid JSON with their messages', () => {
    expect(() => parseReply(500, false, '{"output": "x"}')).toThrow(new ChatError('Erreur HTTP 500'));
    expect(() => parseReply(429, false, '')).toThrow(new ChatError('Erreur HTTP 429'));
    expect(() => ok('')).toThrow(new ChatError('Réponse vide du serveur'));
    expect(() => ok('   \n')).toThrow(new ChatError('Réponse vide du serveur'));
    expect(() => ok('{"output": ')).toThrow(new ChatError('Réponse invalide du serveur'));
    expect(() => ok('[{"output": "x"}')).toThrow(new ChatError('Réponse invalide du serveur'));
  });

  it('shows a body that is not JSON at all as text (section 7: plain text is shown as is)', () => {
    expect(ok('<p>Bonjour !</p>\n')).toEqual({ message: '<p>Bonjour !</p>', buttons: [], quickReplies: [] });
    expect(ok('[Voir la page](https://exemple.fr/) {ceci}')).toEqual({ message: '[Voir la page](https://exemple.fr/) {ceci}', buttons: [], quickReplies: [] });
  });

  it('turns a network failure into a ChatError', async () => {
    const failing = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postMessage('/api/chat', buildRequest('x', 's', null, []), undefined, failing)).rejects.toThrow(ChatError);
  });

  it('posts JSON and reads the reply', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response(JSON.stringify({ output: payload }), { status: 200 }));
    const body = buildRequest('Bonjour', 'session-1-a', charad, []);
    await expect(postMessage('https://api.exemple.fr/chat', body, undefined, fetchImpl)).resolves.toEqual(expected);
    expect(fetchImpl).toHaveBeenCalledWith('https://api.exemple.fr/chat', expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }));
  });

  it('has the visitor-facing messages', () => {
    expect(GENERIC_ERROR).toBe('Désolé, une erreur s’est produite. Veuillez réessayer dans quelques instants.');
    expect(UNPROCESSED).toBe('Je suis désolé, je n’ai pas pu traiter votre demande.');
  });
});
