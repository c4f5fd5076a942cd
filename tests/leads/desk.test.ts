import { describe, expect, it } from 'vitest';
import { brand } from '../../content/brand.ts';
import type { ChatReply, ProofChallenge } from '../../protocol/chat.ts';
import { ExchangeReplies } from '../../server/leads/exchange-replies.ts';
import { builtinAnswer, type BuiltinAnswer } from '../../server/chat/builtin.ts';
import { MemoryConversationStore } from '../../server/conversations/store.ts';
import { LeadDesk } from '../../server/leads/desk.ts';
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
  return { leadDesk: answer, store, logs, woken: () => woken };
}

/**
 * A conversation as the widget holds it: each message sent alone (the server keeps the
 * conversation), with the solution of the proof the previous reply asked for.
 */
function conversation(answer: BuiltinAnswer, sessionId = newSessionId()) {
  let challenge: ProofChallenge | undefined;
  return {
    async say(message: string): Promise<ChatReply> {
      const proof = challenge ? await solveProof(challenge) : undefined;
      const reply = await answer({ message, sessionId, charad: null, conversationHistory: [], ...(proof ? { proof } : {}) }, { address: '192.0.2.10' });
      challenge = reply.proof;
      return reply;
    },
  };
}

const text = (reply: ChatReply) => reply.message.replace(/[\u00a0\u202f]/g, ' ');

describe('a request taken in the conversation', () => {
  it('takes a demo request from start to confirmation, with a reference, storing it before confirming', async () => {
    const { leadDesk, store, woken } = desk();
    const chat = conversation(leadDesk);
    const start = await chat.say('Je veux une démo');
    expect(text(start)).toContain('Quelle solution');
    expect(start.quick_replies).toEqual(expect.arrayContaining(['Tables tactiles', 'Affichage dynamique']));
    expect(text(await chat.say('Tables tactiles'))).toContain('À quel nom');
    expect(text(await chat.say('Camille Martin'))).toContain('Pour quelle entreprise');
    expect(text(await chat.say('Garage du Centre'))).toContain('Comment vous joindre');
    const moment = await chat.say('camille.martin@garage.example et 06 12 34 56 78');
    expect(text(moment)).toContain('Quel moment');
    const summary = await chat.say('mardi matin');
    expect(text(summary)).toContain('Voici votre demande');
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
    expect(summary.quick_replies).toEqual(['J’accepte', 'Corriger', 'Annuler']);
    expect(store.leads).toHaveLength(0);
    const done = await chat.say('J’accepte');
    expect(store.leads).toHaveLength(1);
    expect(text(done)).toContain(`**${store.leads[0]!.reference}**`);
    expect(text(done)).toContain('sous un jour ouvré');
    expect(store.leads[0]).toMatchObject({
      kind: 'demo',
      need: 'Tables tactiles',
      name: 'Camille Martin',
      company: 'Garage du Centre',
      email: 'camille.martin@garage.example',
      phone: '+33612345678',
      callbackTime: 'mardi matin',
    });
    expect(store.leads[0]!.conversation.at(-1)).toEqual({ role: 'user', content: 'J’accepte' });
    expect(woken()).toBe(1);
    // After the confirmation, the conversation is the assistant's again.
    expect(text(await chat.say('Où êtes-vous situés ?'))).toContain(brand.address.city);
    expect(store.leads).toHaveLength(1);
  });

  it('asks a wrong e-mail again politely, then takes the right one', async () => {
    const { leadDesk } = desk();
    const chat = conversation(leadDesk);
    await chat.say('Je voudrais une démo des écrans collaboratifs');
    await chat.say('Camille Martin');
    await chat.say('Passer');
    const wrong = await chat.say('camille.martin@garage');
    expect(text(wrong)).toContain('« camille.martin@garage » ne semble pas complète');
    const next = await chat.say('camille.martin@garage.example');
    expect(text(next)).toContain('Voici votre demande');
    expect(text(next)).toContain('Écrans collaboratifs');
    expect(text(next)).not.toContain('Entreprise');
  });

  it('reads French and international phone numbers, and refuses a number that is none', async () => {
    const { leadDesk } = desk();
    const chat = conversation(leadDesk);
    await chat.say('Rappelez-moi');
    await chat.say('Un projet de showroom');
    await chat.say('Camille');
    await chat.say('Passer');
    expect(text(await chat.say('camille@garage.example'))).toContain('il me faut aussi un numéro');
    expect(text(await chat.say('06 12 34'))).toContain('ne semble pas valide');
    expect(text(await chat.say('+44 20 7946 0958'))).toContain('Quel moment');
    const summary = await chat.say('Peu importe');
    expect(text(summary)).toContain('+44 20 7946 0958');
    expect(text(summary)).not.toContain('Moment souhaité');
  });

  it('lets the visitor correct a field from the summary, then comes back to the summary', async () => {
    const { leadDesk, store } = desk();
    const chat = conversation(leadDesk);
    for (const message of ['Je veux une démo', 'Affichage dynamique', 'Camile Martin', 'Passer', 'camille@garage.example']) await chat.say(message);
    const which = await chat.say('Corriger');
    expect(text(which)).toContain('Que voulez-vous corriger');
    expect(which.quick_replies).toEqual(expect.arrayContaining(['Le nom', 'Les coordonnées']));
    expect(text(await chat.say('Le nom'))).toContain('À quel nom');
    const summary = await chat.say('Camille Martin');
    expect(text(summary)).toContain('Nom : Camille Martin');
    await chat.say('oui');
    expect(store.leads[0]?.name).toBe('Camille Martin');
  });

  it('cancels at any point with « annuler », and stores nothing when consent is refused', async () => {
    const { leadDesk, store } = desk();
    const chat = conversation(leadDesk);
    await chat.say('Je veux un devis');
    await chat.say('Tables tactiles');
    expect(text(await chat.say('annuler'))).toContain('annulé');
    // The conversation goes on as before: a name is no longer read as one.
    expect(text(await chat.say('Camille Martin'))).not.toContain('Pour quelle entreprise');
    const again = conversation(leadDesk);
    for (const message of ['Je veux un devis', 'Tables tactiles', 'Camille', 'Passer', '06 12 34 56 78', 'Peu importe']) await again.say(message);
    expect(text(await again.say('non'))).toContain('je n’enregistre rien');
    expect(store.leads).toHaveLength(0);
  });

  it('answers a question in the middle, then asks the pending question again', async () => {
    const { leadDesk } = desk();
    const chat = conversation(leadDesk);
    await chat.say('Je voudrais réserver l’audit gratuit');
    await chat.say('Notre showroom automobile');
    const answer = await chat.say('Combien de temps dure l’essai des tables tactiles ?');
    expect(text(answer)).toContain('15 jours');
    expect(text(answer)).toContain('Pour reprendre votre demande (un audit gratuit) : À quel nom');
    expect(text(await chat.say('Camille Martin'))).toContain('Pour quelle entreprise');
  });

  it('resumes where it was when the visitor comes back with a greeting', async () => {
    const { leadDesk } = desk();
    const chat = conversation(leadDesk);
    await chat.say('Je veux essayer la table tactile');
    const back = await chat.say('Bonjour');
    expect(text(back)).toContain('Re-bonjour ! Reprenons votre demande (un essai gratuit) : À quel nom');
  });

  it('offers only the solutions that have a trial, and asks again for another', async () => {
    const { leadDesk } = desk();
    const chat = conversation(leadDesk);
    const start = await chat.say('Je souhaite un essai gratuit');
    expect(start.quick_replies).toContain('Tables tactiles');
    expect(start.quick_replies).not.toContain('Assistant IA');
    expect(text(await chat.say('Assistant IA'))).toContain('Nos essais gratuits portent sur');
  });

  it('tells the visitor honestly when the request cannot be stored, and lets them try again', async () => {
    const { leadDesk, store, logs } = desk();
    const chat = conversation(leadDesk);
    for (const message of ['Je veux une démo', 'Tables tactiles', 'Camille', 'Passer', 'camille@garage.example']) await chat.say(message);
    store.state.failing = true;
    const failed = await chat.say('J’accepte');
    expect(text(failed)).toContain('n’a pas pu être enregistrée');
    expect(failed.buttons.map((button) => button.url)).toEqual([`tel:${brand.phoneE164}`, `mailto:${brand.emails.contact}`]);
    expect(text(failed)).not.toMatch(/\*\*[A-Z2-9]{6}\*\*/);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', event: 'lead-store-failed', message: 'disk full' }));
    expect(JSON.stringify(logs)).not.toContain('camille@garage.example');
    store.state.failing = false;
    const retried = await chat.say('Réessayer');
    expect(store.leads).toHaveLength(1);
    expect(text(retried)).toContain(`**${store.leads[0]!.reference}**`);
  });

  it('starts a second request with the details already given', async () => {
    const { leadDesk, store } = desk();
    const chat = conversation(leadDesk);
    for (const message of ['Je veux une démo', 'Tables tactiles', 'Camille Martin', 'Garage du Centre', 'camille@garage.example', 'oui'])
      await chat.say(message);
    const quote = await chat.say('Je voudrais aussi un devis pour l’affichage dynamique');
    expect(text(quote)).toContain('Voici votre demande');
    expect(text(quote)).toContain('Camille Martin');
    await chat.say('J’accepte');
    expect(store.leads.map((lead) => lead.kind)).toEqual(['demo', 'quote']);
  });

  it('reads « je m’appelle … » as a name, and turns the request into another kind when asked in so many words', async () => {
    const { leadDesk, store } = desk();
    const chat = conversation(leadDesk);
    await chat.say('Je veux un devis pour des écrans collaboratifs');
    expect(text(await chat.say('Je m’appelle Camille Martin'))).toContain('Pour quelle entreprise');
    expect(text(await chat.say('finalement plutôt une démo'))).toContain('je transforme votre demande en une démo');
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
    const { leadDesk, store } = desk();
    const chat = conversation(leadDesk);
    const hello = await chat.say('Bonjour, je suis Karim Benali, de Benali Immobilier');
    // A welcome with the name, not a call back started by « appelle » nor a search for the name.
    expect(text(hello)).toContain('Karim Benali');
    expect(hello.quick_replies).not.toContain('Annuler');
    expect(hello.quick_replies.length).toBeGreaterThan(0);
    expect(text(await chat.say('Je m’appelle Karim Benali'))).not.toContain('vous rappelle');
    const demo = await chat.say('Je voudrais une démo des tables tactiles');
    expect(text(demo)).not.toContain('À quel nom');
    expect(text(demo)).not.toContain('Pour quelle entreprise');
    await chat.say('karim@benali.example');
    await chat.say('J’accepte');
    expect(store.leads[0]).toMatchObject({ kind: 'demo', name: 'Karim Benali', company: 'Benali Immobilier', email: 'karim@benali.example' });
    // « m'appeler » still asks for a call; the question after an introduction is answered from our pages.
    expect(text(await conversation(leadDesk).say('Pouvez-vous m’appeler ? Je m’appelle Paul'))).toContain('vous rappelle');
    const question = await conversation(leadDesk).say('Jack Turner here from Turner Retail. Do your collaborative screens work with Teams?');
    expect(question.buttons.map((button) => button.url).join(' ')).toContain('ecrans-collaboratifs');
  });

  it('reads a name signed before the phone in a first message that says everything, and "ok" is no company', async () => {
    const { leadDesk, store } = desk();
    const chat = conversation(leadDesk);
    await chat.say('Hello, could someone call me back tomorrow morning? It is about the VR design office. Emma Clarke, +44 20 7946 0958');
    const summary = await chat.say('ok');
    expect(text(summary)).toContain('Here is your request');
    await chat.say('I agree');
    expect(store.leads[0]).toMatchObject({ kind: 'callback', name: 'Emma Clarke', company: '', phone: '+442079460958', callbackTime: 'tomorrow morning' });
  });

  it('takes « plutôt en fin de journée » as the moment asked, and « c’est bon » as no moment in particular', async () => {
    const { leadDesk, store } = desk();
    const chat = conversation(leadDesk);
    for (const message of ['Je voudrais être rappelé', 'affichage dynamique', 'Léa Petit', 'passer', '07 81 22 33 44']) await chat.say(message);
    expect(text(await chat.say('plutôt en fin de journée'))).toContain('Nom : Léa Petit');
    await chat.say('J’accepte');
    expect(store.leads[0]).toMatchObject({ name: 'Léa Petit', callbackTime: 'en fin de journée' });
    const other = conversation(leadDesk);
    for (const message of ['Je voudrais être rappelé', 'affichage dynamique', 'Léa Petit', 'passer', '07 81 22 33 44']) await other.say(message);
    expect(text(await other.say('c’est bon'))).not.toContain('Moment souhaité');
  });

  it('asks what to correct after « non, en fait c’est pour … » at the summary, which is no refusal', async () => {
    const { leadDesk, store } = desk();
    const chat = conversation(leadDesk);
    const summary = await chat.say(
      'Bonjour, je souhaiterais un devis pour trois écrans collaboratifs. Julien Moreau, société Alpha Conseil, julien.moreau@alpha-conseil.example',
    );
    expect(text(summary)).toContain('Entreprise : Alpha Conseil');
    const fix = await chat.say('non en fait c’est pour quatre écrans');
    expect(text(fix)).toContain('Que voulez-vous corriger');
    expect(text(fix)).not.toContain('sans votre accord');
    await chat.say('Annuler');
    expect(store.leads).toHaveLength(0);
  });

  it('takes a « oui » to our own offer as the request, and a phone number alone as a call back', async () => {
    const { leadDesk } = desk();
    const chat = conversation(leadDesk);
    const price = await chat.say('Quels sont vos tarifs ?');
    expect(text(price)).toContain('Voulez-vous être rappelé ?');
    expect(price.quick_replies[0]).toBe('Demander un devis');
    expect(text(await chat.say('oui'))).toContain('un conseiller vous rappelle');
    const phone = conversation(leadDesk);
    const start = await phone.say('06 12 34 56 78');
    expect(text(start)).toContain('À quel sujet');
    for (const message of ['Tables tactiles', 'Camille', 'Passer']) await phone.say(message);
    expect(text(await phone.say('Peu importe'))).toContain('Téléphone : 06 12 34 56 78');
  });

  it('starts the request from the quick replies of an answer about a trial, an audit or prices', async () => {
    const { leadDesk } = desk();
    for (const [question, kind] of [
      ['Essai gratuit ?', 'un essai gratuit'],
      ['Audit gratuit ?', 'un audit gratuit'],
      ['Quels sont vos tarifs ?', 'un devis'],
    ] as const) {
      const chat = conversation(leadDesk);
      const answer = await chat.say(question);
      const book = answer.quick_replies[0]!;
      expect(book).toMatch(/^(Réserver|Demander)/);
      await chat.say(book);
      await chat.say(kind === 'un audit gratuit' ? 'Un showroom' : 'Tables tactiles');
      expect(text(await chat.say('bonjour')), question).toContain(`Reprenons votre demande (${kind})`);
    }
  });

  it('answers questions about a demo or prices without starting a request', async () => {
    const { leadDesk } = desk();
    for (const question of ['Comment se passe une démo ?', 'Quels sont vos tarifs ?', 'Audit gratuit ?', 'Combien coûte une table tactile ?']) {
      const reply = await conversation(leadDesk).say(question);
      expect(text(reply), question).not.toContain('À quel nom');
      expect(reply.quick_replies, question).not.toContain('Annuler');
    }
  });

  it('takes an international number alone as a call back, as a French one', async () => {
    for (const number of ['+44 20 7946 0958', '0033 6 12 34 56 78', '+32 2 123 45 67']) {
      const { leadDesk } = desk();
      const reply = await conversation(leadDesk).say(number);
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
