import { describe, expect, it } from 'vitest';
import { brand } from '../../content/brand.ts';
import type { ChatReply, ProofChallenge } from '../../protocol/chat.ts';
import { ExchangeReplies } from '../../server/leads/exchange-replies.ts';
import { builtinAnswer, type BuiltinAnswer } from '../../server/chat/builtin.ts';
import { MemoryConversationStore } from '../../server/conversations/store.ts';
import { deskStateOf, LeadDesk } from '../../server/leads/desk.ts';
import type { Draft } from '../../server/leads/exchange.ts';
import { leadTexts } from '../../content/leads.ts';
import { processKey, Proofs } from '../../server/leads/proof.ts';
import { solveProof, TEST_PROOF_MAX_NUMBER } from '../helpers/proof.ts';
import type { NewLead } from '../../server/leads/store.ts';
import { newSessionId, PUBLIC_URL } from '../../tools/assistant/question-set.ts';
import { sharedAssistant } from '../helpers/content-assistant.ts';

const assistant = sharedAssistant();

/** A store in memory, as the desk uses it; `failing` makes the next writes throw. */
function memoryStore() {
  const leads: (NewLead & { reference: string })[] = [];
  const state = { failing: false };
  return {
    leads,
    state,
    async record(lead: NewLead) {
      if (state.failing) throw new Error('disk full');
      const stored = { ...lead, reference: `REF${String(leads.length + 1).padStart(3, '2')}`.replace(/[01]/g, '2') };
      leads.push(stored);
      return {
        lead: { ...stored, id: leads.length, createdAt: new Date(), updatedAt: null, notifiedAt: null, page: '', referrer: '', utm: {} },
        status: 'created' as const,
      };
    },
  };
}

function desk(store = memoryStore()) {
  const logs: Record<string, unknown>[] = [];
  const replies = new ExchangeReplies(brand, PUBLIC_URL, 1095, assistant.trials);
  let woken = 0;
  const proofs = new Proofs(processKey(), TEST_PROOF_MAX_NUMBER);
  const leadDesk = new LeadDesk({
    assistant,
    store: async () => store as never,
    guards: async () => ({ proofs, limits: null }),
    channels: ['email'],
    replies,
    log: (entry) => logs.push(entry),
  });
  const conversations = new MemoryConversationStore();
  const answer = builtinAnswer({ desk: () => leadDesk, conversations: async () => conversations, onStored: () => woken++, log: (entry) => logs.push(entry) });
  return { leadDesk: answer, conversations, store, logs, woken: () => woken };
}

/**
 * A conversation as the widget holds it: each message sent alone (the server keeps the
 * conversation), with the solution of the proof the previous reply asked for. `draft()` is the
 * request under way as the conversation's record keeps it (null when none), when `conversations` is given.
 */
function conversation(answer: BuiltinAnswer, sessionId = newSessionId(), conversations?: MemoryConversationStore) {
  let challenge: ProofChallenge | undefined;
  return {
    async draft(): Promise<Draft | null> {
      if (!conversations) throw new Error('no conversation store given');
      const record = await conversations.get(sessionId);
      return record ? deskStateOf(record.state).draft : null;
    },
    async say(message: string): Promise<ChatReply> {
      const proof = challenge ? await solveProof(challenge) : undefined;
      const reply = await answer({ message, sessionId, charad: null, conversationHistory: [], ...(proof ? { proof } : {}) }, { address: '192.0.2.10' });
      challenge = reply.proof;
      return reply;
    },
  };
}

const text = (reply: ChatReply) => reply.message.replace(/[\u00a0\u202f]/g, ' ');
const spaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
/** A line of the summary as it starts (« Entreprise : »), to see that an empty field is left out. */
const summaryLine = (field: keyof typeof leadTexts.summaryLines) => spaces(leadTexts.summaryLines[field].replace('{value}', ''));
const CONSENT_REPLIES = [leadTexts.quickReplies.accept, leadTexts.quickReplies.fix, leadTexts.quickReplies.cancel];
const CONTACT_BUTTONS = [`tel:${brand.phoneE164}`, `mailto:${brand.emails.contact}`];

/** The demo request Camille makes from start to confirmation: her draft at the consent, then the lead stored. */
const CAMILLE_REQUEST = {
  need: 'Tables tactiles',
  name: 'Camille Martin',
  company: 'Garage du Centre',
  email: 'camille.martin@garage.example',
  phone: '+33612345678',
  callbackTime: 'mardi matin',
};

/** A desk and one conversation on it whose draft the test can read. */
function deskAndChat() {
  const made = desk();
  return { ...made, chat: conversation(made.leadDesk, newSessionId(), made.conversations) };
}

describe('a request taken in the conversation', () => {
  it('takes a demo request from start to confirmation, with a reference, storing it before confirming', async () => {
    const { chat, store, woken } = deskAndChat();
    const start = await chat.say('Je veux une démo');
    expect(await chat.draft()).toMatchObject({ kind: 'demo', step: 'need' });
    expect(start.quick_replies).toEqual(expect.arrayContaining(['Tables tactiles', 'Affichage dynamique']));
    const steps: (string | undefined)[] = [];
    for (const message of ['Tables tactiles', 'Camille Martin', 'Garage du Centre', 'camille.martin@garage.example et 06 12 34 56 78']) {
      await chat.say(message);
      steps.push((await chat.draft())?.step);
    }
    expect(steps).toEqual(['name', 'company', 'contact', 'callbackTime']);
    const summary = await chat.say('mardi matin');
    expect(await chat.draft()).toMatchObject({ step: 'consent', ...CAMILLE_REQUEST });
    // The summary shows back every value, and the consent how long they are kept (a legal text: its words are the point).
    for (const value of [
      'une démo',
      'Tables tactiles',
      'Camille Martin',
      'Garage du Centre',
      'camille.martin@garage.example',
      '06 12 34 56 78',
      'mardi matin',
      '3 ans',
    ]) {
      expect(text(summary)).toContain(value);
    }
    expect(summary.buttons.map((button) => button.url)).toContain(`${PUBLIC_URL}/confidentialite`);
    expect(summary.quick_replies).toEqual(CONSENT_REPLIES);
    expect(summary.proof?.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(store.leads).toHaveLength(0);
    const done = await chat.say('J’accepte');
    expect(store.leads).toHaveLength(1);
    expect(text(done)).toContain(`**${store.leads[0]!.reference}**`);
    expect(text(done)).toContain(spaces(leadTexts.delays.demo));
    expect(store.leads[0]).toMatchObject({ kind: 'demo', ...CAMILLE_REQUEST });
    expect(store.leads[0]!.conversation.at(-1)).toEqual({ role: 'user', content: 'J’accepte' });
    expect(woken()).toBe(1);
    expect(await chat.draft()).toBeNull();
    // After the confirmation, the conversation is the assistant's again.
    expect(text(await chat.say('Où êtes-vous situés ?'))).toContain(brand.address.city);
    expect(store.leads).toHaveLength(1);
  });

  it('asks a wrong e-mail again, showing it back, then takes the right one', async () => {
    const { chat } = deskAndChat();
    for (const message of ['Je voudrais une démo des écrans collaboratifs', 'Camille Martin', 'Passer']) await chat.say(message);
    const wrong = await chat.say('camille.martin@garage');
    expect(text(wrong)).toContain('« camille.martin@garage »');
    expect(await chat.draft()).toMatchObject({ step: 'contact', email: '' });
    const next = await chat.say('camille.martin@garage.example');
    expect(await chat.draft()).toMatchObject({ step: 'consent', need: 'Écrans collaboratifs', company: '', email: 'camille.martin@garage.example' });
    expect(text(next)).toContain('Écrans collaboratifs');
    expect(text(next)).not.toContain(summaryLine('company'));
  });

  it('keeps a number no range we know holds when the visitor sends it again as it was, and a short one never', async () => {
    const { chat } = deskAndChat();
    for (const message of ['Rappelez-moi', 'Un projet de showroom', 'Camille', 'Passer']) await chat.say(message);
    // +44 7700 900… is of the right length, in no range allocated: refused once, kept when sent again.
    expect(text(await chat.say('+44 7700 900456'))).toContain('renvoyez-le tel quel');
    expect(await chat.draft()).toMatchObject({ step: 'contact', phone: '' });
    await chat.say('+44 7700 900456');
    expect(await chat.draft()).toMatchObject({ step: 'callbackTime', phone: '+447700900456' });
    // Too short for any number: refused however often it comes.
    const { chat: other } = deskAndChat();
    for (const message of ['Rappelez-moi', 'Un projet de showroom', 'Camille', 'Passer', '06 12 34', '06 12 34']) await other.say(message);
    expect(await other.draft()).toMatchObject({ step: 'contact', phone: '' });
  });

  it('takes the company written after the name asked (« Maxime Perrin-Duval, Hub Saône Coworking »)', async () => {
    const { chat } = deskAndChat();
    for (const message of ['Je voudrais un devis', 'Tables tactiles', 'Maxime Perrin-Duval, Hub Saône Coworking']) await chat.say(message);
    expect(await chat.draft()).toMatchObject({ step: 'contact', name: 'Maxime Perrin-Duval', company: 'Hub Saône Coworking' });
  });

  it('adds an e-mail sent beside the moment asked, and takes no job for a name', async () => {
    const { chat } = deskAndChat();
    for (const message of ['Je voudrais un devis', 'Tables tactiles']) await chat.say(message);
    await chat.say('je suis le gérant de la Sarl Dupont Menuiserie');
    expect(await chat.draft()).toMatchObject({ step: 'name', name: '', company: 'Sarl Dupont Menuiserie' });
    for (const message of ['M. Pierre Dupont', '06 12 34 56 78']) await chat.say(message);
    expect(await chat.draft()).toMatchObject({ name: 'Pierre Dupont' });
    await chat.say('ou par mail : pierre@dupont.example');
    expect(await chat.draft()).toMatchObject({
      step: 'callbackTime',
      name: 'Pierre Dupont',
      phone: '+33612345678',
      email: 'pierre@dupont.example',
      callbackTime: '',
    });
    await chat.say('jeudi après-midi, ça m’arrange');
    expect(await chat.draft()).toMatchObject({ step: 'consent', callbackTime: 'jeudi après-midi' });
  });

  it('reads French and international phone numbers, and refuses a number that is none', async () => {
    const { chat } = deskAndChat();
    for (const message of ['Rappelez-moi', 'Un projet de showroom', 'Camille', 'Passer']) await chat.say(message);
    // A call back needs a phone: the e-mail is kept, and the phone still asked for.
    await chat.say('camille@garage.example');
    expect(await chat.draft()).toMatchObject({ kind: 'callback', step: 'contact', email: 'camille@garage.example', phone: '' });
    expect(text(await chat.say('06 12 34'))).toContain('« 06 12 34 »');
    expect(await chat.draft()).toMatchObject({ step: 'contact', phone: '' });
    await chat.say('+44 20 7946 0958');
    expect(await chat.draft()).toMatchObject({ step: 'callbackTime', phone: '+442079460958' });
    const summary = await chat.say('Peu importe');
    expect(await chat.draft()).toMatchObject({ step: 'consent', callbackTime: '' });
    expect(text(summary)).toContain('+44 20 7946 0958');
    expect(text(summary)).not.toContain(summaryLine('callbackTime'));
  });

  it('lets the visitor correct a field from the summary, then comes back to the summary', async () => {
    const { chat, store } = deskAndChat();
    for (const message of ['Je veux une démo', 'Affichage dynamique', 'Camile Martin', 'Passer', 'camille@garage.example']) await chat.say(message);
    const which = await chat.say('Corriger');
    expect(await chat.draft()).toMatchObject({ step: 'fix' });
    expect(which.quick_replies).toEqual(expect.arrayContaining(['Le nom', 'Les coordonnées']));
    await chat.say('Le nom');
    expect(await chat.draft()).toMatchObject({ step: 'name' });
    const summary = await chat.say('Camille Martin');
    expect(await chat.draft()).toMatchObject({ step: 'consent', name: 'Camille Martin', email: 'camille@garage.example' });
    expect(text(summary)).toContain('Camille Martin');
    await chat.say('oui');
    expect(store.leads[0]?.name).toBe('Camille Martin');
  });

  it('cancels at any point with « annuler », and stores nothing when consent is refused', async () => {
    const { leadDesk, conversations, chat, store } = deskAndChat();
    await chat.say('Je veux un devis');
    await chat.say('Tables tactiles');
    const cancelled = await chat.say('annuler');
    expect(await chat.draft()).toBeNull();
    expect(cancelled.quick_replies).toEqual([]);
    // The conversation goes on as before: a name is no longer read as one.
    await chat.say('Camille Martin');
    expect(await chat.draft()).toBeNull();
    const again = conversation(leadDesk, newSessionId(), conversations);
    for (const message of ['Je veux un devis', 'Tables tactiles', 'Camille', 'Passer', '06 12 34 56 78', 'Peu importe']) await again.say(message);
    expect(await again.draft()).toMatchObject({ step: 'consent' });
    const refused = await again.say('non');
    expect(await again.draft()).toBeNull();
    expect(refused.buttons.map((button) => button.url)).toEqual(CONTACT_BUTTONS);
    expect(store.leads).toHaveLength(0);
  });

  it('answers a question in the middle, then asks the pending question again', async () => {
    const { chat } = deskAndChat();
    await chat.say('Je voudrais réserver l’audit gratuit');
    await chat.say('Notre showroom automobile');
    const pending = await chat.draft();
    expect(pending).toMatchObject({ kind: 'audit', step: 'name', need: 'Notre showroom automobile' });
    const answer = await chat.say('Combien de temps dure l’essai des tables tactiles ?');
    // The answer comes from our pages, then the name is asked again with its quick replies.
    expect(text(answer)).toContain('15 jours');
    expect(text(answer)).toContain(spaces(leadTexts.nameQuestion));
    expect(answer.quick_replies).toEqual([leadTexts.quickReplies.cancel]);
    expect(await chat.draft()).toEqual(pending);
    await chat.say('Camille Martin');
    expect(await chat.draft()).toMatchObject({ step: 'company', name: 'Camille Martin' });
  });

  it('resumes where it was when the visitor comes back with a greeting', async () => {
    const { chat } = deskAndChat();
    await chat.say('Je veux essayer la table tactile');
    const pending = await chat.draft();
    expect(pending).toMatchObject({ kind: 'trial', step: 'name' });
    const back = await chat.say('Bonjour');
    expect(await chat.draft()).toEqual(pending);
    expect(text(back)).toContain(spaces(leadTexts.nameQuestion));
  });

  it('offers only the solutions that have a trial, and asks again for another', async () => {
    const { chat } = deskAndChat();
    const start = await chat.say('Je souhaite un essai gratuit');
    expect(start.quick_replies).toContain('Tables tactiles');
    expect(start.quick_replies).not.toContain('Assistant IA');
    const other = await chat.say('Assistant IA');
    expect(await chat.draft()).toMatchObject({ kind: 'trial', step: 'need', need: '' });
    expect(other.quick_replies).toEqual(start.quick_replies);
  });

  it('tells the visitor honestly when the request cannot be stored, and lets them try again', async () => {
    const { chat, store, logs } = deskAndChat();
    for (const message of ['Je veux une démo', 'Tables tactiles', 'Camille', 'Passer', 'camille@garage.example']) await chat.say(message);
    store.state.failing = true;
    const failed = await chat.say('J’accepte');
    expect(failed.buttons.map((button) => button.url)).toEqual(CONTACT_BUTTONS);
    expect(failed.quick_replies).toEqual([leadTexts.quickReplies.retry]);
    expect(text(failed)).not.toMatch(/\*\*[A-Z2-9]{6}\*\*/);
    expect(await chat.draft()).toMatchObject({ step: 'consent', email: 'camille@garage.example' });
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', event: 'lead-store-failed', message: 'disk full' }));
    expect(JSON.stringify(logs)).not.toContain('camille@garage.example');
    store.state.failing = false;
    const retried = await chat.say('Réessayer');
    expect(store.leads).toHaveLength(1);
    expect(text(retried)).toContain(`**${store.leads[0]!.reference}**`);
  });

  it('starts a second request with the details already given', async () => {
    const { chat, store } = deskAndChat();
    for (const message of ['Je veux une démo', 'Tables tactiles', 'Camille Martin', 'Garage du Centre', 'camille@garage.example', 'oui'])
      await chat.say(message);
    await chat.say('Je voudrais aussi un devis pour l’affichage dynamique');
    expect(await chat.draft()).toMatchObject({
      kind: 'quote',
      step: 'consent',
      need: 'Affichage dynamique',
      name: 'Camille Martin',
      company: 'Garage du Centre',
      email: 'camille@garage.example',
    });
    await chat.say('J’accepte');
    expect(store.leads.map((lead) => lead.kind)).toEqual(['demo', 'quote']);
  });

  it('reads « je m’appelle … » as a name, and turns the request into another kind when asked in so many words', async () => {
    const { chat, store } = deskAndChat();
    await chat.say('Je veux un devis pour des écrans collaboratifs');
    await chat.say('Je m’appelle Camille Martin');
    expect(await chat.draft()).toMatchObject({ kind: 'quote', step: 'company', name: 'Camille Martin' });
    await chat.say('finalement plutôt une démo');
    expect(await chat.draft()).toMatchObject({ kind: 'demo', step: 'company', name: 'Camille Martin' });
    for (const message of ['Passer', '0612345678', 'demain 14 h']) await chat.say(message);
    await chat.say('ok');
    expect(store.leads[0]).toMatchObject({
      kind: 'demo',
      name: 'Camille Martin',
      need: 'Écrans collaboratifs',
      phone: '+33612345678',
      callbackTime: 'demain 14 h',
    });
  });

  it('welcomes a visitor who only says who they are, and a later request does not ask it again', async () => {
    const { leadDesk, conversations, chat, store } = deskAndChat();
    const hello = await chat.say('Bonjour, je suis Karim Benali, de Benali Immobilier');
    // A welcome with the name, not a call back started by « appelle » nor a search for the name.
    expect(text(hello)).toContain('Karim Benali');
    expect(await chat.draft()).toBeNull();
    expect(hello.quick_replies).not.toContain('Annuler');
    expect(hello.quick_replies.length).toBeGreaterThan(0);
    await chat.say('Je m’appelle Karim Benali');
    expect(await chat.draft()).toBeNull();
    await chat.say('Je voudrais une démo des tables tactiles');
    // Neither the name nor the company is asked: the contact is.
    expect(await chat.draft()).toMatchObject({ kind: 'demo', step: 'contact', name: 'Karim Benali', company: 'Benali Immobilier' });
    await chat.say('karim@benali.example');
    await chat.say('J’accepte');
    expect(store.leads[0]).toMatchObject({ kind: 'demo', name: 'Karim Benali', company: 'Benali Immobilier', email: 'karim@benali.example' });
    // « m'appeler » still asks for a call; the question after an introduction is answered from our pages.
    const call = conversation(leadDesk, newSessionId(), conversations);
    await call.say('Pouvez-vous m’appeler ? Je m’appelle Paul');
    expect(await call.draft()).toMatchObject({ kind: 'callback' });
    const question = await conversation(leadDesk).say('Jack Turner here from Turner Retail. Do your collaborative screens work with Teams?');
    expect(question.buttons.map((button) => button.url).join(' ')).toContain('ecrans-collaboratifs');
  });

  it('reads a name signed before the phone in a first message that says everything, and "ok" is no company', async () => {
    const { chat, store } = deskAndChat();
    await chat.say('Hello, could someone call me back tomorrow morning? It is about the VR design office. Emma Clarke, +44 20 7946 0958');
    await chat.say('ok');
    expect(await chat.draft()).toMatchObject({ kind: 'callback', step: 'consent', company: '' });
    await chat.say('I agree');
    expect(store.leads[0]).toMatchObject({ kind: 'callback', name: 'Emma Clarke', company: '', phone: '+442079460958', callbackTime: 'tomorrow morning' });
  });

  it('takes « plutôt en fin de journée » as the moment asked, and « c’est bon » as no moment in particular', async () => {
    const { leadDesk, conversations, chat, store } = deskAndChat();
    for (const message of ['Je voudrais être rappelé', 'affichage dynamique', 'Léa Petit', 'passer', '07 81 22 33 44']) await chat.say(message);
    await chat.say('plutôt en fin de journée');
    expect(await chat.draft()).toMatchObject({ step: 'consent', name: 'Léa Petit', callbackTime: 'en fin de journée' });
    await chat.say('J’accepte');
    expect(store.leads[0]).toMatchObject({ name: 'Léa Petit', callbackTime: 'en fin de journée' });
    const other = conversation(leadDesk, newSessionId(), conversations);
    for (const message of ['Je voudrais être rappelé', 'affichage dynamique', 'Léa Petit', 'passer', '07 81 22 33 44']) await other.say(message);
    await other.say('c’est bon');
    expect(await other.draft()).toMatchObject({ step: 'consent', callbackTime: '' });
  });

  it('asks what to correct after « non, en fait c’est pour … » at the summary, which is no refusal', async () => {
    const { chat, store } = deskAndChat();
    await chat.say(
      'Bonjour, je souhaiterais un devis pour trois écrans collaboratifs. Julien Moreau, société Alpha Conseil, julien.moreau@alpha-conseil.example',
    );
    expect(await chat.draft()).toMatchObject({ kind: 'quote', step: 'consent', company: 'Alpha Conseil' });
    const fix = await chat.say('non en fait c’est pour quatre écrans');
    expect(await chat.draft()).toMatchObject({ step: 'fix', company: 'Alpha Conseil' });
    expect(fix.quick_replies).toEqual(expect.arrayContaining(['Le sujet', 'Le nom']));
    await chat.say('Annuler');
    expect(await chat.draft()).toBeNull();
    expect(store.leads).toHaveLength(0);
  });

  it('takes a « oui » to our own offer as the request, and a phone number alone as a call back', async () => {
    const { leadDesk, conversations, chat } = deskAndChat();
    const price = await chat.say('Quels sont vos tarifs ?');
    expect(await chat.draft()).toBeNull();
    expect(price.quick_replies[0]).toBe('Demander un devis');
    await chat.say('oui');
    expect(await chat.draft()).toMatchObject({ kind: 'callback' });
    const phone = conversation(leadDesk, newSessionId(), conversations);
    await phone.say('06 12 34 56 78');
    expect(await phone.draft()).toMatchObject({ kind: 'callback', step: 'need', phone: '+33612345678' });
    for (const message of ['Tables tactiles', 'Camille', 'Passer']) await phone.say(message);
    const summary = await phone.say('Peu importe');
    expect(await phone.draft()).toMatchObject({ step: 'consent', phone: '+33612345678' });
    expect(text(summary)).toContain('06 12 34 56 78');
  });

  it('starts the request from the quick replies of an answer about a trial, an audit or prices', async () => {
    const { leadDesk, conversations } = desk();
    for (const [question, kind] of [
      ['Essai gratuit ?', 'trial'],
      ['Audit gratuit ?', 'audit'],
      ['Quels sont vos tarifs ?', 'quote'],
    ] as const) {
      const chat = conversation(leadDesk, newSessionId(), conversations);
      const answer = await chat.say(question);
      expect(await chat.draft(), question).toBeNull();
      await chat.say(answer.quick_replies[0]!);
      expect(await chat.draft(), question).toMatchObject({ kind, step: 'need' });
      await chat.say(kind === 'audit' ? 'Un showroom' : 'Tables tactiles');
      expect(await chat.draft(), question).toMatchObject({ kind, step: 'name' });
    }
  });

  it('answers questions about a demo or prices without starting a request', async () => {
    const { leadDesk, conversations } = desk();
    for (const question of ['Comment se passe une démo ?', 'Quels sont vos tarifs ?', 'Audit gratuit ?', 'Combien coûte une table tactile ?']) {
      const chat = conversation(leadDesk, newSessionId(), conversations);
      const reply = await chat.say(question);
      expect(await chat.draft(), question).toBeNull();
      expect(reply.quick_replies, question).not.toContain('Annuler');
    }
  });

  it('takes an international number alone as a call back, as a French one', async () => {
    for (const [number, e164] of [
      ['+44 20 7946 0958', '+442079460958'],
      ['0033 6 12 34 56 78', '+33612345678'],
      ['+32 2 123 45 67', '+3221234567'],
    ] as const) {
      const { chat } = deskAndChat();
      const reply = await chat.say(number);
      expect(await chat.draft(), number).toMatchObject({ kind: 'callback', step: 'need', phone: e164 });
      expect(reply.quick_replies, number).toEqual(expect.arrayContaining(['Tables tactiles']));
    }
  });

  it('answers a client that keeps no usable session id, but takes no request from it', async () => {
    const { leadDesk, store } = desk();
    for (const sessionId of [
      '',
      'court',
      'session-1700000000000-abcdefghijklmnopqrstuv\r\nRéférence : FAUX00',
      'session-1700000000000-\u001b[31mabcdefghijklmnop',
    ]) {
      const chat = conversation(leadDesk, sessionId);
      expect(text(await chat.say('Où êtes-vous situés ?'))).toContain(brand.address.city);
      const start = await chat.say('Je veux une démo');
      expect(start.quick_replies).toEqual([]);
      expect(start.buttons.map((button) => button.url)).toContain(`tel:${brand.phoneE164}`);
      for (const message of ['Tables tactiles', 'Camille Martin', 'Passer', 'camille@garage.example', 'J’accepte']) await chat.say(message);
    }
    expect(store.leads).toEqual([]);
  });

  it('shows the visitor’s words back as plain text, never as a link or bold', async () => {
    const { leadDesk } = desk();
    const chat = conversation(leadDesk);
    for (const message of ['Je veux une démo', '**[Cliquez](https://evil.example)**', 'Camille', 'Passer']) await chat.say(message);
    const summary = await chat.say('camille@garage.example');
    expect(summary.message).not.toContain('](https://evil.example)');
    expect(summary.message).not.toContain('**(');
  });
});
