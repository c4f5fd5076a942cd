import { describe, expect, it } from 'vitest';
import { writtenOut } from '../../server/assistant/texting.ts';
import { contentAssistant, failuresOf, type Question } from '../../tools/assistant/question-set.ts';
import textingFile from '../../tools/assistant/questions-24j.json';

/** Texting questions (questions-24j.json, tuned on) the assistant must answer right: two below the 43 of 46 reached on 2026-11-27. */
const TEXTING_RIGHT = 41;

describe('chat shorthand written out (server/assistant/texting.ts)', () => {
  it.each([
    ['cb ça coûte', 'combien ça coûte'],
    ['c koi une table tactile', 'c’est quoi une table tactile'],
    ['jveux une démo', 'je veux une démo'],
    ['slt vs faites des écrans pr les salles de réu ?', 'salut vous faites des écrans pour les salles de réunion ?'],
    ['qd et pk ?', 'quand et pourquoi ?'],
    ['tkt, bcp de tps', 't’inquiète, beaucoup de temps'],
    ['qqn est dispo auj ?', 'quelqu’un est disponible aujourd’hui ?'],
    ['chui perdu, jsp', 'je suis perdu, je ne sais pas'],
    ['dacc, ya un pb avec l’appli mtn', 'd’accord, il y a un problème avec l’application maintenant'],
    ['mes infos perso', 'mes infos personnel'],
    ['Bjr, c possible ?', 'bonjour, c’est possible ?'],
    ['C koi ?', 'c’est quoi ?'],
    ['on se voit 2m1 ? jcp', 'on se voit demain ? je ne sais pas'],
    ['CB ÇA COÛTE', 'combien ÇA COÛTE'],
  ])('%s', (text, expected) => {
    expect(writtenOut(text)).toBe(expected);
  });

  it('reads « vs » as « vous » where a verb or a clause edge says so, as "versus" between two terms', () => {
    expect(writtenOut('HDR vs SDR c koi la diff ?')).toBe('HDR vs SDR c’est quoi la différence ?');
    expect(writtenOut('écran collaboratif vs tableau blanc')).toBe('écran collaboratif vs tableau blanc');
    expect(writtenOut('4K vs 8K')).toBe('4K vs 8K');
    expect(writtenOut('des offres chez vs ?')).toBe('des offres chez vous ?');
    expect(writtenOut('vs ? non, eux')).toBe('vous ? non, eux');
    expect(writtenOut('pk vs gardez mes données')).toBe('pourquoi vous gardez mes données');
    expect(writtenOut('jpeux passer vs voir')).toBe('je peux passer vous voir');
    expect(writtenOut('on vs le demande')).toBe('on vous le demande');
  });

  it('keeps « c » a letter, « pr » a title or an acronym, « mm » millimetres', () => {
    expect(writtenOut('un port usb c ?')).toBe('un port usb c ?');
    expect(writtenOut('un câble USB-C')).toBe('un câble USB-C');
    expect(writtenOut('il fait 20 c dans la salle')).toBe('il fait 20 c dans la salle');
    expect(writtenOut("c’est déjà écrit, c'est bien")).toBe("c’est déjà écrit, c'est bien");
    expect(writtenOut('Pr Martin voudrait une démo')).toBe('Pr Martin voudrait une démo');
    expect(writtenOut('notre agence de PR')).toBe('notre agence de PR');
    expect(writtenOut('un verre de 5 mm, en mm temps')).toBe('un verre de 5 mm, en même temps');
  });

  it('never rewrites inside an e-mail or web address, a figure, a joined word, an acronym or a name', () => {
    const kept = [
      'écrivez à qd.pk@cb.fr ou à vs@pr.example',
      'voir https://pr.example/c/koi et www.cb.fr',
      'le rdv du 12/03 à 14h, réf. AB-cb-12',
      'la Citroën DS et le modèle TT',
      'je suis Camille Ya, de la société Ki Conseil',
      'votre article sur jsx_cb',
      'j’envoie mon cv en cc à la RH',
      'un écran 4 k, pas 4 mm',
    ];
    for (const text of kept) expect(writtenOut(text)).toBe(text);
    expect(writtenOut('cb ? mon mail : camille.ya@ds.fr')).toBe('combien ? mon mail : camille.ya@ds.fr');
  });

  it('gives back a message without shorthand as it is, and reads any text without throwing', () => {
    const text = 'Quels sont vos tarifs pour une table tactile de 55 pouces ?';
    expect(writtenOut(text)).toBe(text);
    for (const odd of ['', '   ', '🙂🙂', '<script>alert(1)</script>', '\u0000\u202e', 'constructor __proto__ toString', 'a'.repeat(5000)]) {
      expect(writtenOut(odd)).toBe(odd);
    }
  });
});

describe('the assistant reads French shorthand, and English as written', () => {
  const assistant = contentAssistant();

  it('reads the shorthand as the words it stands for', () => {
    expect(assistant.read('cb ça coûte une table tactile ?').intents).toEqual(assistant.read('combien ça coûte une table tactile ?').intents);
    expect(assistant.read('vs faites des écrans pr les salles de réu ?').terms).toEqual(
      assistant.read('vous faites des écrans pour les salles de réunion ?').terms,
    );
  });

  it('leaves an English message as written: "vs" there is "versus"', () => {
    expect(assistant.read('HDR vs SDR?', 'en').terms).toEqual(assistant.read('HDR versus SDR?', 'en').terms);
  });

  it(`answers at least ${TEXTING_RIGHT} of the texting questions right`, () => {
    const questions = textingFile.questions as Question[];
    const right = questions.length - failuresOf(assistant, questions).length;
    console.log(`texting questions: ${right}/${questions.length} right`);
    expect(right).toBeGreaterThanOrEqual(TEXTING_RIGHT);
  });
});
