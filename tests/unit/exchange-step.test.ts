/**
 * The exchange's step function (server/leads/exchange.ts, `advance`) on its own: a draft and the
 * visitor's next message give the outcome, with the next draft. What is asserted is the outcome's type,
 * the step asked next and the fields kept, never the wording (exchange-replies.ts and content/leads.ts
 * word it). Messages are read as the desk reads them, by the assistant over the site's content.
 */
import { describe, expect, it } from 'vitest';
import { advance, startDraft, type Draft, type ExchangeContext, type Outcome } from '../../server/leads/exchange.ts';
import { sharedAssistant } from '../helpers/content-assistant.ts';

const assistant = sharedAssistant();
const context: ExchangeContext = {
  read: (message) => assistant.read(message, 'fr'),
  trialTopics: assistant.trials.map((trial) => trial.slug),
  language: 'fr',
};

/** The outcome of `message` on `draft`. */
const step = (draft: Draft | null, message: string, known: Partial<Draft> = {}) => advance(draft, message, context, known);

/** The draft of an outcome that keeps one (an error naming the outcome otherwise). */
function draftOf(outcome: Outcome): Draft {
  if (!('draft' in outcome)) throw new Error(`no draft in a « ${outcome.type} » outcome`);
  return outcome.draft;
}

/** The draft after each message in turn, from no request at all. */
function play(messages: string[], known: Partial<Draft> = {}): Draft {
  let draft: Draft | null = null;
  for (const message of messages) draft = draftOf(step(draft, message, known));
  return draft!;
}

/** A demo request at its summary: every field given, the phone with it, hence a moment. */
const atSummary = () => play(['Je veux une démo', 'Tables tactiles', 'Camille Martin', 'Garage du Centre', '06 12 34 56 78', 'mardi matin']);

describe('the exchange, step by step', () => {
  it('starts no request on a question, and lets the assistant answer', () => {
    expect(step(null, 'Quelles tailles pour les tables tactiles ?')).toEqual({ type: 'none' });
  });

  it('asks what it is about, the name, the company, the contact, the moment, then the consent, and keeps each answer', () => {
    const start = step(null, 'Je veux une démo');
    expect(start).toMatchObject({ type: 'ask', intro: 'start', draft: { kind: 'demo', step: 'need', done: [] } });
    const need = step(draftOf(start), 'Tables tactiles');
    expect(need).toMatchObject({ type: 'ask', intro: 'needNoted', draft: { step: 'name', need: 'Tables tactiles' } });
    const name = step(draftOf(need), 'Camille Martin');
    expect(name).toMatchObject({ type: 'ask', draft: { step: 'company', name: 'Camille Martin' } });
    const company = step(draftOf(name), 'Garage du Centre');
    expect(company).toMatchObject({ type: 'ask', draft: { step: 'contact', company: 'Garage du Centre' } });
    // A phone given: the moment for the call is asked next.
    const contact = step(draftOf(company), '06 12 34 56 78');
    expect(contact).toMatchObject({ type: 'ask', draft: { step: 'callbackTime', phone: '+33612345678', email: '' } });
    const moment = step(draftOf(contact), 'mardi matin');
    expect(moment).toMatchObject({ type: 'ask', draft: { step: 'consent', callbackTime: 'mardi matin' } });
    expect(draftOf(moment).done.sort()).toEqual(['callbackTime', 'company', 'contact', 'name', 'need']);
    expect(step(draftOf(moment), 'J’accepte')).toEqual({ type: 'consented', draft: { ...draftOf(moment), step: 'submitted' } });
  });

  it('asks no moment when only an e-mail is given, and leaves an optional field empty on « Passer »', () => {
    const draft = play(['Je veux une démo', 'Tables tactiles', 'Camille Martin', 'Passer', 'camille@garage.example']);
    expect(draft).toMatchObject({ step: 'consent', company: '', email: 'camille@garage.example', phone: '', callbackTime: '' });
    expect(draft.done).toContain('company');
  });

  it('takes the subject named in the request, and asks it otherwise', () => {
    expect(draftOf(step(null, 'Je voudrais une démo des écrans collaboratifs'))).toMatchObject({ step: 'name', need: 'Écrans collaboratifs' });
    expect(draftOf(step(null, 'Je voudrais un devis'))).toMatchObject({ kind: 'quote', step: 'need', need: '' });
  });

  it('refuses an answer it cannot take, keeping the step and the fields', () => {
    const atContact = play(['Je veux une démo', 'Tables tactiles', 'Camille Martin', 'Passer']);
    expect(step(atContact, 'camille.martin@garage')).toMatchObject({ type: 'invalid', problem: 'email', draft: atContact });
    expect(step(atContact, '06 12 34')).toMatchObject({ type: 'invalid', problem: 'phone', draft: atContact });
    expect(step(atContact, 'je ne sais pas')).toMatchObject({ type: 'invalid', problem: 'contact', draft: atContact });
    // A call back needs a phone: an e-mail alone is kept, and the phone asked for.
    const callback = play(['Rappelez-moi', 'Un projet de showroom', 'Camille', 'Passer']);
    const emailOnly = step(callback, 'camille@garage.example');
    expect(emailOnly).toMatchObject({ type: 'invalid', problem: 'phoneNeeded', draft: { step: 'contact', email: 'camille@garage.example' } });
    expect(step(draftOf(emailOnly), '+44 20 7946 0958')).toMatchObject({ type: 'ask', draft: { step: 'callbackTime', phone: '+442079460958' } });
  });

  it('answers a question in the middle without moving, and welcomes back to the same step', () => {
    const atName = play(['Je voudrais réserver l’audit gratuit', 'Notre showroom automobile']);
    expect(atName).toMatchObject({ kind: 'audit', step: 'name', need: 'Notre showroom automobile' });
    expect(step(atName, 'Combien de temps dure l’essai des tables tactiles ?')).toEqual({ type: 'question', draft: atName });
    expect(step(atName, 'Bonjour')).toEqual({ type: 'ask', draft: atName, intro: 'welcomeBack' });
  });

  it('cancels at any step on « annuler »', () => {
    for (const messages of [['Je veux un devis'], ['Je veux un devis', 'Tables tactiles', 'Camille'], ['Je veux un devis', 'Tables tactiles']]) {
      expect(step(play(messages), 'annuler'), messages.join(' / ')).toEqual({ type: 'cancelled' });
    }
    expect(step(atSummary(), 'Annuler')).toEqual({ type: 'cancelled' });
  });

  it('turns the request into another kind when asked in so many words, keeping what was given', () => {
    const draft = play(['Je veux un devis pour des écrans collaboratifs', 'Je m’appelle Camille Martin']);
    expect(draft).toMatchObject({ kind: 'quote', step: 'company', name: 'Camille Martin' });
    const changed = step(draft, 'finalement plutôt une démo');
    expect(changed).toMatchObject({
      type: 'ask',
      intro: 'kindChanged',
      draft: { kind: 'demo', step: 'company', name: 'Camille Martin', need: 'Écrans collaboratifs' },
    });
  });
});

describe('the exchange at the summary', () => {
  it('is refused by « non », « non merci » and « je refuse », and nothing is kept', () => {
    for (const message of ['non', 'Non merci', 'je refuse']) expect(step(atSummary(), message), message).toEqual({ type: 'refused' });
  });

  it('asks again for a consent it cannot read', () => {
    expect(step(atSummary(), 'peut-être')).toMatchObject({ type: 'invalid', problem: 'consent', draft: atSummary() });
  });

  it('corrects a field chosen after « Corriger », then comes back to the summary', () => {
    const which = step(atSummary(), 'Corriger');
    expect(which).toMatchObject({ type: 'ask', draft: { step: 'fix' } });
    const fixing = step(draftOf(which), 'Le nom');
    expect(fixing).toMatchObject({ type: 'ask', intro: 'fixing', draft: { step: 'name' } });
    expect(draftOf(fixing).done).not.toContain('name');
    const fixed = draftOf(step(draftOf(fixing), 'Camille Dupont'));
    const { done, ...fields } = atSummary();
    expect(fixed).toMatchObject({ ...fields, name: 'Camille Dupont', step: 'consent' });
    expect([...fixed.done].sort()).toEqual([...done].sort());
  });

  it('takes a correction in the visitor’s words, and « non, en fait … » that names no field asks which one', () => {
    const email = step(atSummary(), 'non, mon e-mail c’est camille@garage.example');
    expect(email).toMatchObject({ type: 'ask', intro: 'corrected', draft: { step: 'consent', email: 'camille@garage.example', phone: '+33612345678' } });
    expect(step(atSummary(), 'non en fait c’est pour quatre écrans')).toMatchObject({ type: 'ask', draft: { step: 'fix' } });
    // Before the summary, words that name no field correct the field answered last.
    const atContact = play(['Je veux une démo', 'Tables tactiles', 'Camille Martin', 'Garage du Centre']);
    const company = step(atContact, 'en fait plutôt Globex');
    expect(company).toMatchObject({ type: 'ask', intro: 'corrected', draft: { step: 'contact', company: 'Globex', name: 'Camille Martin' } });
  });

  it('takes « l’entreprise c’est Globex » as the company « Globex »', () => {
    expect(draftOf(step(atSummary(), 'en fait l’entreprise c’est Globex'))).toMatchObject({ step: 'consent', company: 'Globex' });
  });

  it('asks the consent again when the consent was given but not confirmed', () => {
    const submitted = { ...atSummary(), step: 'submitted' as const };
    expect(step(submitted, 'J’accepte')).toEqual({ type: 'consented', draft: submitted });
  });
});

describe('facts given before they are asked', () => {
  it('fills every field a first message gives, and asks only what is missing', () => {
    const start = step(
      null,
      'Bonjour, je souhaiterais un devis pour trois écrans collaboratifs. Julien Moreau, société Alpha Conseil, julien.moreau@alpha-conseil.example',
    );
    expect(start).toMatchObject({
      type: 'ask',
      intro: 'start',
      draft: {
        kind: 'quote',
        step: 'consent',
        need: 'Écrans collaboratifs',
        name: 'Julien Moreau',
        company: 'Alpha Conseil',
        email: 'julien.moreau@alpha-conseil.example',
      },
    });
  });

  it('fills the name and the contact of one answer, then asks the company, never the contact', () => {
    const atName = play(['Je veux une démo', 'Tables tactiles']);
    const both = step(atName, 'Hugo Blanc, hugo@blanc.example');
    expect(both).toMatchObject({ type: 'ask', draft: { step: 'company', name: 'Hugo Blanc', email: 'hugo@blanc.example' } });
    expect(draftOf(step(draftOf(both), 'Passer')).step).toBe('consent');
  });

  it('keeps an e-mail given when the name was asked, and never asks the contact again', () => {
    const atName = play(['Je veux une démo', 'Tables tactiles']);
    const early = step(atName, 'camille@garage.example');
    expect(early).toMatchObject({ type: 'ask', draft: { step: 'name', email: 'camille@garage.example' } });
    expect(draftOf(early).done).toContain('contact');
    const steps = [draftOf(early)];
    for (const message of ['Camille Martin', 'Passer']) steps.push(draftOf(step(steps.at(-1)!, message)));
    expect(steps.map((draft) => draft.step)).toEqual(['name', 'company', 'consent']);
    expect(steps.at(-1)).toMatchObject({ name: 'Camille Martin', email: 'camille@garage.example' });
  });

  it('starts a later request with who the visitor said they are, without asking it again', () => {
    const known = { name: 'Karim Benali', company: 'Benali Immobilier' };
    expect(draftOf(step(null, 'Je voudrais une démo des tables tactiles', known))).toMatchObject({ ...known, step: 'contact' });
    expect(startDraft('quote', 'tables-tactiles', { ...known, email: 'karim@benali.example' })).toMatchObject({ step: 'consent' });
  });

  it('reads who the visitor is outside a request, for later', () => {
    expect(step(null, 'Bonjour, je suis Karim Benali, de Benali Immobilier')).toEqual({
      type: 'none',
      given: { name: 'Karim Benali', company: 'Benali Immobilier' },
      question: '',
    });
  });

  it('gives the same outcome for the same draft and message: the exchange keeps no state of its own', () => {
    const draft = play(['Je veux une démo', 'Tables tactiles']);
    expect(step(draft, 'Hugo Blanc, hugo@blanc.example')).toEqual(step(draft, 'Hugo Blanc, hugo@blanc.example'));
  });
});
