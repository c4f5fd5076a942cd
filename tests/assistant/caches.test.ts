/**
 * The word caches of server/assistant/normalize.ts stay bounded whatever visitors write: unique long
 * "words" are never cached, each cache is bounded by entries and by bytes, and a long history entry is
 * read no further than a visitor's message may go.
 */
import { describe, expect, it, vi } from 'vitest';
import { IntentReader } from '../../server/assistant/intents.ts';
import { CACHE_BYTES, CACHE_ENTRIES, cacheStats, contentTerms, MAX_CACHED_WORD } from '../../server/assistant/normalize.ts';
import type { ChatRequest } from '../../protocol/chat.ts';
import { MAX_MESSAGE } from '../../protocol/chat-limits.ts';
import { validateChatRequest } from '../../server/chat/validate.ts';
import { chatOpeners } from '../../content/chat-openers.ts';
import { checkFormat } from './conversation.ts';
import { contentAssistant } from '../../tools/assistant/question-set.ts';

const assistant = contentAssistant();

/** A small deterministic generator (mulberry32): the same run every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Letters with accents and ligatures, so that words go through both caches (folding and stemming). */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzéèêàùçôîœ';

function wordMaker(seed: number) {
  const next = random(seed);
  return (min: number, max: number) => {
    const length = min + Math.floor(next() * (max - min + 1));
    let word = '';
    for (let i = 0; i < length; i++) word += LETTERS[Math.floor(next() * LETTERS.length)];
    return word;
  };
}

function request(body: Record<string, unknown>): ChatRequest {
  const checked = validateChatRequest({ sessionId: 'session-1700000000000-caches', ...body });
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

/** A text of `length` characters made of words of `min` to `max` letters. */
function textOf(word: (min: number, max: number) => string, length: number, min: number, max: number): string {
  let text = '';
  while (text.length < length) text += `${word(min, max)} `;
  return text.slice(0, length);
}

/** An opener under way: the assistant then reads its last message whole, to see whether it was the riddle. */
const opener = chatOpeners.find((item) => item.id === 'charade-tactile')!;
const charad = { id: opener.id, type: opener.type, content: opener.content, category: opener.category, difficulty: opener.difficulty };

const total = () => {
  const { folded, stems } = cacheStats();
  return folded.entries + stems.entries;
};

describe('the word caches', () => {
  // First, while the caches are far from their bounds: nothing is evicted, so growth is what was read.
  it('reads a history entry of 8,000 characters up to MAX_MESSAGE (2,000) only', () => {
    const word = wordMaker(7);
    // 2,000 characters of one known word, then 6,000 of unique short accented words (cacheable ones).
    const head = 'écran '.repeat(Math.ceil(MAX_MESSAGE / 6)).slice(0, MAX_MESSAGE);
    const tail = textOf(() => `é${word(6, 12)}`, 8000 - MAX_MESSAGE, 6, 12);
    const history = [
      { role: 'assistant', content: charad.content, charad },
      { role: 'user', content: 'quelles tailles pour les tables tactiles ?', charad },
      { role: 'assistant', content: `${head}${tail}`, charad },
    ];
    const before = total();
    const reply = assistant.answer(request({ message: 'merci', charad, conversationHistory: history }));
    checkFormat(reply);
    // Without the limit, the ~600 words of the tail each add a folded form and a stem.
    expect(total() - before).toBeLessThan(20);
  });

  it('does not see a question of ours past MAX_MESSAGE characters of a history entry', () => {
    const filler = 'Nos écrans tactiles équipent des salles de réunion partout en France. '.repeat(40).slice(0, MAX_MESSAGE);
    const offer = `${filler} Voulez-vous être rappelé ?`;
    const near = 'Vous recevez votre devis détaillé sous 48 h, sans engagement. Voulez-vous être rappelé ?';
    const yes = (content: string) =>
      assistant.answer(
        request({
          message: 'oui',
          conversationHistory: [
            { role: 'user', content: 'un devis ?' },
            { role: 'assistant', content },
          ],
        }),
      ).message;
    // Read within the limit, "oui" takes up the offer; past it, the offer is not seen.
    expect(yes(near)).not.toBe(yes(offer));
    expect(yes(offer)).toBe(assistant.answer(request({ message: 'oui' })).message);
  });

  it('stay under their bounds after 4,000 requests full of unique long words', () => {
    const word = wordMaker(42);
    const longest = { folded: 0, stems: 0 };
    for (let i = 0; i < 4000; i++) {
      const message = Array.from({ length: 8 }, () => word(40, 200))
        .join(' ')
        .slice(0, MAX_MESSAGE);
      // Questions at times: "oui" makes the assistant read them for an offer.
      const last = textOf((min, max) => `${word(min, max)}${i % 3 === 0 ? ' ?' : ''}`, 8000, 40, 200);
      const history = [
        { role: 'assistant', content: charad.content, charad },
        { role: 'user', content: textOf(word, 1000, 40, 200), charad },
        { role: 'assistant', content: last, charad },
      ];
      const reply = assistant.answer(request({ message: i % 4 === 0 ? 'oui' : message, charad, conversationHistory: history }));
      expect(typeof reply.message).toBe('string');
      const stats = cacheStats();
      longest.folded = Math.max(longest.folded, stats.folded.bytes);
      longest.stems = Math.max(longest.stems, stats.stems.bytes);
    }
    const { folded, stems } = cacheStats();
    for (const cache of [folded, stems]) {
      expect(cache.entries).toBeLessThanOrEqual(CACHE_ENTRIES);
      expect(cache.bytes).toBeLessThanOrEqual(CACHE_BYTES);
    }
    expect(longest.folded).toBeLessThanOrEqual(CACHE_BYTES);
    expect(longest.stems).toBeLessThanOrEqual(CACHE_BYTES);
    // No word longer than a real one was kept: entries average no more than MAX_CACHED_WORD letters a side.
    expect(folded.bytes).toBeLessThanOrEqual(folded.entries * 2 * 2 * MAX_CACHED_WORD);
    expect(stems.bytes).toBeLessThanOrEqual(stems.entries * 2 * 2 * MAX_CACHED_WORD);
  }, 120_000);

  it('drop their oldest words, never more than their bounds, when flooded with unique words of a real length', () => {
    const word = wordMaker(1234);
    let peak = { entries: 0, bytes: 0 };
    // Enough unique cacheable words (6 to MAX_CACHED_WORD letters, accented) to fill both caches several times.
    for (let i = 0; i < 4000; i++) {
      const message = textOf(() => `é${word(5, MAX_CACHED_WORD - 1)}`, MAX_MESSAGE, 5, MAX_CACHED_WORD - 1);
      if (i % 40 === 0) expect(typeof assistant.answer(request({ message })).message).toBe('string');
      else contentTerms(message);
      for (const cache of Object.values(cacheStats())) {
        peak = { entries: Math.max(peak.entries, cache.entries), bytes: Math.max(peak.bytes, cache.bytes) };
      }
    }
    expect(peak.entries).toBeLessThanOrEqual(CACHE_ENTRIES);
    expect(peak.bytes).toBeLessThanOrEqual(CACHE_BYTES);
    // The bound was reached (the flood is big enough to test it), and the most recent words are kept.
    expect(peak.bytes).toBeGreaterThan(CACHE_BYTES * 0.9);
    expect(cacheStats().stems.entries).toBeGreaterThan(1000);
  }, 120_000);

  it('still answers right after the flood', () => {
    const reply = assistant.answer(request({ message: 'quelles tailles pour les tables tactiles ?' }));
    expect(reply.message).toMatch(/Tables tactiles/);
  });
});

describe('a message handed over by the lead desk', () => {
  it('is read once: the desk reads it, the assistant answers from the same reading', () => {
    const analyse = vi.spyOn(IntentReader.prototype, 'analyse');
    try {
      const message = 'Quelle est la résolution des écrans collaboratifs de 86 pouces ?';
      // The desk reads it first (its facts and its request), then asks the assistant (server/leads/desk.ts).
      assistant.read(message);
      const reply = assistant.answer(request({ message }));
      expect(reply.message).toContain('**Écrans collaboratifs**');
      expect(analyse.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
      // Another message is read anew, and so is the first once something else came between.
      assistant.read('Et le prix ?');
      assistant.read(message);
      expect(analyse.mock.calls.filter(([text]) => text === message)).toHaveLength(2);
    } finally {
      analyse.mockRestore();
    }
  });
});
