/**
 * The exchange that takes a request in the conversation, as a pure function: a draft and the
 * visitor's next message give the next draft and what to say (exchange-replies.ts words it). No
 * state is kept on the server: the draft is rebuilt from the conversation the widget sends with each
 * message (desk.ts replays it), so nothing personal is written before the consent, any instance can
 * answer, and a visitor who leaves and comes back finds the exchange where it was. This module is the
 * steps (which field to ask next, the summary and consent, corrections); what the visitor wrote is
 * read by exchange-reading.ts and facts.ts.
 *
 * Order of the questions: what it is about → name → company (optional) → e-mail or phone → preferred
 * moment for a call (when a phone is given, optional) → summary and consent.
 */
import { leadTexts } from '../../content/leads.ts';
import type { Language } from '../../content/language.ts';
import {
  acceptedOffer,
  cleanText,
  companyIn,
  fieldNamed,
  foldedOf,
  hasPhrase,
  introduction,
  isAsking,
  isOnly,
  looksLikeName,
  momentOf,
  nameIn,
  namedKind,
  needIn,
  needOf,
  needOption,
  type Reading,
  requestOf,
  saysMoreThan,
  valueOfNamedField,
  trimJoins,
  valueAfterField,
  withoutContact,
} from './exchange-reading.ts';
import { contactIn, contactTexts, PHONE_COUNTRIES, readPhone } from './contact-details.ts';
import { correctionIn, correctionValue, factsIn, tellsAJob, type Facts } from './facts.ts';
import { leadWords } from './lead-words.ts';
import { STOPWORDS } from '../assistant/normalize.ts';
import { ENGLISH_STOPWORDS } from '../assistant/translate.ts';
import type { LeadKind } from '../../content/lead-kinds.ts';
import type { NewLead } from './store.ts';

export type Field = 'need' | 'name' | 'company' | 'contact' | 'callbackTime';
export type Step = Field | 'fix' | 'consent' | 'submitted';

/** A request under way: the lead's fields the visitor gives (store.ts), and where the exchange is. */
export interface Draft extends Pick<NewLead, 'kind' | 'need' | 'name' | 'company' | 'email' | 'phone' | 'callbackTime'> {
  /** Fields answered or skipped. */
  done: Field[];
  step: Step;
  /** A number refused as unknown to our metadata (E.164): the same number sent again is kept. */
  doubtedPhone?: string;
  /** A call back asked in words that do not say a call (« pouvez-vous me recontacter ? »): an e-mail will do. */
  anyContact?: boolean;
}

export interface ExchangeContext {
  read(message: string): Reading;
  /** The visitor's language: English says more little words than French (« can we book a demo of… »). */
  language?: Language;
  /** Solution pages that have a free trial. */
  trialTopics: string[];
}

/** What the reply must say. */
export type Outcome =
  | { type: 'ask'; draft: Draft; intro?: 'start' | 'needNoted' | 'fixing' | 'corrected' | 'kindChanged' | 'welcomeBack' }
  | { type: 'invalid'; draft: Draft; problem: Problem; value?: string }
  | { type: 'question'; draft: Draft }
  | { type: 'consented'; draft: Draft }
  | { type: 'cancelled' }
  | { type: 'refused' }
  /**
   * No exchange under way, and this message starts none: the assistant answers. `given`: who the
   * visitor said they are (« je m'appelle Paul Martin »), kept for a request made later.
   * `question`: the message without them, what the assistant answers (a name is no subject to search);
   * empty when the message says nothing more (« Bonjour, je suis Claire Dubois de la société Optique Lumière »).
   */
  | { type: 'none'; given?: Partial<Draft>; question?: string };

export type Problem = keyof typeof leadTexts.invalid;

/** Longest answer kept per field: a name, a company, a moment are a few words; the need a few sentences. */
export const FIELD_LIMITS = { need: 500, name: 100, company: 120, callbackTime: 200 } as const;
const FIELD_ORDER: Field[] = ['need', 'name', 'company', 'contact', 'callbackTime'];

/** The next question to ask: the first field neither answered nor skipped, then the consent. */
function next(draft: Draft): Draft {
  const field = FIELD_ORDER.find((item) => !draft.done.includes(item) && (item !== 'callbackTime' || draft.phone !== ''));
  return { ...draft, step: field ?? 'consent' };
}

/** The fields done, with `field`. */
const doneWith = (draft: Draft, field: Field): Field[] => [...new Set([...draft.done, field])];
const answered = (draft: Draft, field: Field, values: Partial<Draft>): Draft => next({ ...draft, ...values, done: doneWith(draft, field) });

/** A new draft; what the request already tells (its subject, details given earlier in the conversation) is filled in. */
export function startDraft(kind: LeadKind, topic: string | undefined, known: Partial<Draft> = {}): Draft {
  const need = topic ? (needOf(topic)?.label ?? '') : '';
  const done: Field[] = [];
  if (need) done.push('need');
  if (known.name) done.push('name');
  if (known.company || (known.name && known.company !== undefined)) done.push('company');
  if (known.callbackTime) done.push('callbackTime');
  const draft: Draft = {
    kind,
    need,
    name: known.name ?? '',
    company: known.company ?? '',
    email: known.email ?? '',
    phone: known.phone ?? '',
    callbackTime: known.callbackTime ?? '',
    done,
    step: 'need',
    ...(known.anyContact ? { anyContact: true } : {}),
  };
  if (contactComplete(draft)) draft.done.push('contact');
  return next(draft);
}

/** A call back needs a phone, unless asked in words that allow any contact. */
export const needsPhone = (draft: Draft) => draft.kind === 'callback' && !draft.anyContact;
const contactComplete = (draft: Draft) => (needsPhone(draft) ? draft.phone !== '' : draft.email !== '' || draft.phone !== '');

/** Words of a message that may be a command (« annuler », « je veux corriger l'e-mail »), not an answer. */
const COMMAND_WORDS = 6;

/**
 * « Corriger », « changer le nom », « je me suis trompé d'e-mail »; at the consent, any of these words.
 * While the need is asked, « changer nos écrans » is an answer, unless a field is named.
 */
function wantsFix(draft: Draft, message: string, folded: string, words: number): boolean {
  if (!hasPhrase(folded, leadWords.fix)) return false;
  if (draft.step === 'consent') return true;
  const named = fieldNamed(folded) !== undefined;
  // « Changez le nom en Frédéric Garnier, c'est plus pro »: a field named with its new value, however said.
  if (named && valueOfNamedField(message) !== undefined && words <= 2 * COMMAND_WORDS) return true;
  return words <= COMMAND_WORDS + 2 && (named || (words <= 3 && draft.step !== 'need'));
}

/**
 * The visitor's message, read against the draft (null: no exchange under way). Pure: the same
 * conversation always gives the same draft.
 */
/**
 * « un assistant qui réponde aux patients (prise de rdv, horaires…), quelqu'un peut m'appeler ? »: what
 * is said in brackets is an example, not what is asked; the subjects it names still count.
 */
function withoutBracketed(message: string, reading: Reading, context: ExchangeContext): Reading {
  const bare = message.replace(/\([^()]*\)/g, ' ');
  return bare === message ? reading : { ...reading, intents: context.read(bare).intents };
}

export function advance(
  draft: Draft | null,
  message: string,
  context: ExchangeContext,
  known: Partial<Draft> = {},
  previous?: string,
  earlierTopic: () => string | undefined = () => undefined,
): Outcome {
  const reading = context.read(message);
  if (!draft || draft.step === 'submitted') {
    // "submitted" here means the consent was given but no confirmation followed (desk.ts): it is asked again.
    if (draft?.step === 'submitted') return advance({ ...draft, step: 'consent' }, message, context);
    const offered = acceptedOffer(reading, previous, message);
    const request = offered
      ? { kind: offered, topic: [...reading.topics, ...context.read(previous!).topics].find((topic) => needOf(topic)) }
      : requestOf(message, withoutBracketed(message, reading, context), false, context.language);
    if (!request) return { type: 'none', ...introduction(message, context) };
    const { callbackTime, ...facts } = factsIn(message, { moment: true, language: context.language });
    // A moment counts for a call back, or beside a phone.
    const given = request.kind === 'callback' || facts.phone ? { ...facts, callbackTime } : facts;
    // The subject: named in the request, else the one the visitor was asking about, else the words that say it (« pour ma boutique »).
    const earlier = request.topic ? undefined : earlierTopic();
    const topic = request.topic ?? (earlier && needOf(earlier) ? earlier : undefined);
    // « Pouvez-vous me recontacter ? »: a call back that no word of a call asks for.
    const anyContact = request.kind === 'callback' && !hasPhrase(foldedOf(message), leadWords.callWords);
    const started = startDraft(request.kind, topic, { ...known, ...given, ...(anyContact ? { anyContact } : {}) });
    const need = started.done.includes('need') ? undefined : needIn(message, request.kind);
    return { type: 'ask', draft: need ? answered(started, 'need', { need }) : started, intro: 'start' };
  }
  const folded = foldedOf(message);
  const text = cleanText(message);

  const words = folded.trim().split(' ').length;
  // Short messages only: « annuler » is a command, « on oublie toujours la télécommande » is a need.
  if (words <= COMMAND_WORDS && hasPhrase(folded, leadWords.cancel)) return { type: 'cancelled' };

  if (draft.step === 'fix' || wantsFix(draft, message, folded, words)) {
    // « Je me suis trompé de numéro, c'est le 06 … », "correction: my name is …": the new value is taken at once.
    const corrected = draft.step === 'fix' ? null : correction(draft, message, context);
    if (corrected) return corrected;
    const field = fieldNamed(folded);
    if (!field) return { type: 'ask', draft: { ...draft, step: 'fix' } };
    // « Changer l'entreprise : Morin Conseil »: the value comes with the command.
    const value = field === 'name' || field === 'company' || field === 'callbackTime' ? valueOfNamedField(message) : undefined;
    if (value && value.length <= FIELD_LIMITS[field as 'name']) return { type: 'ask', draft: answered(draft, field, { [field]: value }), intro: 'corrected' };
    const reopened = { ...draft, done: draft.done.filter((item) => item !== field) };
    return { type: 'ask', draft: { ...reopened, step: field === 'callbackTime' && !draft.phone ? 'contact' : field }, intro: 'fixing' };
  }

  // A request of another kind in the middle (« finalement, je voudrais plutôt un devis »), said in
  // so many words (« je m'appelle Camille » names no call back): what was given is kept.
  // A call back asked by a number alone takes its kind from what follows (« c'est pour un devis »).
  const other = draft.step !== 'need' ? requestOf(message, reading, true, context.language) : draft.kind === 'callback' ? namedKind(message, reading) : null;
  // "You can call me on +41 …" during an audit gives the number to call: the audit is still asked.
  const handsNumber = other?.kind === 'callback' && draft.kind !== 'callback' && contactIn(message, context.language).phone !== undefined;
  if (other && other.kind !== draft.kind && !handsNumber) return kindChanged(draft, other);

  // A greeting is a visitor coming back, unless it answers the moment asked: "mornings" is no "good morning".
  const answersMoment = () => draft.step === 'callbackTime' && factsIn(message, { moment: true, language: context.language }).callbackTime !== undefined;
  if (reading.social?.includes('greeting') && !answersMoment()) return { type: 'ask', draft, intro: 'welcomeBack' };

  // A moment counts for a call back, or beside a phone (given before or in this message).
  const moment = draft.kind === 'callback' || draft.phone !== '' || contactIn(message, context.language).phone !== undefined;
  if (draft.step === 'consent') {
    // « Non, je refuse », "no thanks": a refusal, unless it goes on to correct something (« non, mon e-mail c'est … »).
    const facts = factsIn(message, { moment, language: context.language });
    // A bare « non » / "no" beside an acceptance (« no problem, I agree ») is no refusal; « je refuse » is.
    const refuses = leadWords.refuse.filter((phrase) => hasPhrase(folded, [phrase]));
    const accepts = hasPhrase(folded, leadWords.accept);
    // « Non, en fait c'est pour quatre écrans » corrects: it is no refusal either.
    // A bare « non » / "no" first is the refusal's, not a correction's (« non merci »).
    // « Sorry, I don't agree »: words after a correction's marker that refuse correct nothing.
    const said = correctionIn(message.replace(/^\s*(?:non|no)\b[\s,.!]*/i, ''));
    const corrects = said !== null && !hasPhrase(foldedOf(said), leadWords.refuse);
    if (refuses.length && !corrects && Object.keys(facts).length === 0 && (!accepts || refuses.some((phrase) => phrase.includes(' '))))
      return { type: 'refused' };
    // « Sorry, yes I agree », « pardon, oui c'est bon »: words after the marker that accept, naming no field, correct nothing.
    const consents = said !== null && accepts && Object.keys(facts).length === 0 && !fieldNamed(foldedOf(said));
    const corrected = (consents ? null : correction(draft, message, context)) ?? amendment(draft, message, facts);
    if (corrected) return corrected;
    if (reading.question) return { type: 'question', draft };
    if (accepts) return { type: 'consented', draft: { ...draft, step: 'submitted' } };
    return { type: 'invalid', draft, problem: 'consent' };
  }
  if (!isOnly(folded, leadWords.skip)) {
    const corrected = correction(draft, message, context);
    if (corrected) return corrected;
  }

  // Every fact the message gives fills its field, whatever was asked: « Camille Martin, camille@acme.fr ».
  const facts = factsIn(message, { moment, language: context.language });
  // The field asked takes the whole answer (« any day after lunch »), not only the words the reader knows;
  // a moment said with other facts (« demain matin, et la société c'est Acme ») is the words of the moment.
  // So does the company asked (« c'est la société Durand et Fils »), when the answer gives nothing else.
  // A name once given does not count: "Brightwave Inc (Paris office)" reads as a name and its company in brackets.
  const alone = (field: Field) => draft.step === field && Object.keys(facts).every((key) => key === field || (key === 'name' && draft.done.includes('name')));
  const whole = draft.step === 'contact' || alone('callbackTime') || alone('company');
  const besides = withoutContact(message);
  // « s.blanc@hoteldulac.fr, c'est pour l'Hôtel du Lac », "07911 … - it's for The Old Mill Hotel": the company beside the contact.
  const beside = draft.step === 'contact' && !draft.company ? companyBeside(message) : undefined;
  const withBeside = beside ? { ...draft, company: beside, done: doneWith(draft, 'company') } : draft;
  const filled = withFacts(withBeside, facts, whole ? [draft.step as Field] : []);
  // « Hugo Blanc, hugo@blanc.example »: beside contact details, a few words in capitals are the name.
  if ((facts.email || facts.phone) && !filled.done.includes('name') && looksLikeName(besides))
    return { type: 'ask', draft: answered(filled, 'name', { name: besides }) };
  // Facts and nothing else (« Thomas Garnier, Garnier BTP, 06… » to « À quel sujet ? »): what is asked is asked again.
  // So is the moment asked when the message only adds an e-mail (« ou par mail : … »).
  const factsOnly = ['need', 'callbackTime'].includes(draft.step) && !saysMoreThan(besides, facts);
  if (filled !== draft && (filled.done.includes(draft.step as Field) || !/\p{L}{2}/u.test(besides) || factsOnly)) return { type: 'ask', draft: next(filled) };
  const rest = filled === draft ? text : cleanText(besides);

  switch (draft.step) {
    case 'need':
      return needAnswer(filled, rest, reading, context);
    case 'name':
      return nameAnswer(filled, rest, foldedOf(rest), reading);
    case 'company':
      // « Oui », "ok": no company's name; nor "I don't have one, I'm a freelance trainer", where nothing is written in capitals.
      if (isOnly(foldedOf(rest), leadWords.accept) || (hasPhrase(foldedOf(rest), leadWords.noCompany) && !namesSomething(rest)))
        return { type: 'ask', draft: answered(filled, 'company', { company: '' }) };
      return optionalAnswer(filled, 'company', companyIn(rest), foldedOf(rest), reading.question);
    case 'contact':
      return contactAnswer(filled, message, reading, context.language, facts.callbackTime !== undefined);
    case 'callbackTime':
      // « C'est bon », "ok": no moment in particular.
      if (!facts.callbackTime && hasPhrase(foldedOf(rest), leadWords.accept))
        return { type: 'ask', draft: answered(filled, 'callbackTime', { callbackTime: '' }) };
      // « Demain ? » is a moment: only a question word makes it a question.
      return optionalAnswer(filled, 'callbackTime', momentOf(rest), foldedOf(rest), reading.asks);
  }
}

/** The draft with the facts of a message in the fields not yet given (but `except`); the same draft when none. */
function withFacts(draft: Draft, facts: Facts, except: Field[] = []): Draft {
  let result = draft;
  const give = (field: Field, values: Partial<Draft>) => {
    if (except.includes(field) || result.done.includes(field)) return;
    result = { ...result, ...values, done: doneWith(result, field) };
  };
  if (facts.name) give('name', { name: facts.name.slice(0, FIELD_LIMITS.name) });
  if (facts.company) give('company', { company: facts.company.slice(0, FIELD_LIMITS.company) });
  if ((facts.email || facts.phone) && !except.includes('contact') && !result.done.includes('contact')) {
    const given = { ...result, email: facts.email ?? result.email, phone: facts.phone ?? result.phone };
    result = contactComplete(given) ? { ...given, done: doneWith(given, 'contact') } : given;
  } else if (!except.includes('contact') && ((facts.email && !result.email) || (facts.phone && !result.phone))) {
    // « ou par mail : … » after the phone: the other way to reach them, added.
    result = { ...result, email: result.email || facts.email || '', phone: result.phone || facts.phone || '' };
  }
  if (facts.callbackTime) give('callbackTime', { callbackTime: facts.callbackTime.slice(0, FIELD_LIMITS.callbackTime) });
  return result;
}

/**
 * At the summary, a change said beside the consent (« oui mais mon mail c'est … », "ok, but the
 * company is …", « ajoutez mon numéro : … »): the summary is shown again with it, never stored without it.
 */
function amendment(draft: Draft, message: string, facts: Facts): Outcome | null {
  const named = fieldNamed(foldedOf(message));
  const value = named === 'name' || named === 'company' || named === 'callbackTime' ? valueOfNamedField(message) : undefined;
  if (named && value && value.length <= FIELD_LIMITS[named as 'name'])
    return { type: 'ask', draft: answered(draft, named as Field, { [named]: value }), intro: 'corrected' };
  const contact = { email: facts.email ?? draft.email, phone: facts.phone ?? draft.phone };
  if (contact.email !== draft.email || contact.phone !== draft.phone) {
    const given = { ...draft, ...contact };
    // A phone added: the moment for the call is asked (it stays optional); a phone corrected keeps the moment given.
    const done = draft.phone === '' && contact.phone ? given.done.filter((item) => item !== 'callbackTime') : given.done;
    return { type: 'ask', draft: next({ ...given, done: [...new Set([...done, 'contact' as const])] }), intro: 'corrected' };
  }
  if (facts.name && facts.name !== draft.name) return { type: 'ask', draft: answered(draft, 'name', { name: facts.name }), intro: 'corrected' };
  return null;
}

/** Another kind of request, what was given kept: a call back needs a phone, the others an e-mail or a phone. */
function kindChanged(draft: Draft, other: { kind: LeadKind; topic: string | undefined }): Outcome {
  const changed: Draft = { ...draft, kind: other.kind };
  const withNeed = other.topic ? { ...changed, need: needOf(other.topic)!.label, done: doneWith(changed, 'need') } : changed;
  return {
    type: 'ask',
    draft: next({ ...withNeed, done: contactComplete(withNeed) ? withNeed.done : withNeed.done.filter((item) => item !== 'contact') }),
    intro: 'kindChanged',
  };
}

/**
 * « En fait plutôt Globex », « non, mon e-mail c'est … », "actually it's Globex": the field the
 * correction names, or the facts it gives, or else the field answered last, takes the new value.
 */
function correction(draft: Draft, message: string, context: ExchangeContext): Outcome | null {
  const said = correctionValue(message);
  if (said === null || !/\p{L}{2}|\d{2}/u.test(said) || draft.done.length === 0) return null;
  const facts = factsIn(said, { moment: draft.kind === 'callback' || draft.phone !== '', language: context.language });
  // « pour la société je me suis trompée, c'est … »: the field may be named before the marker.
  const at = message.indexOf(said);
  const named = fieldNamed(foldedOf(said)) ?? (at > 0 ? fieldNamed(foldedOf(message.slice(0, at))) : undefined);
  // "sorry, is wrong, the good mail is …": an address or a number anywhere in a correction is the new one.
  const written = facts.email || facts.phone ? facts : contactIn(message, context.language);
  if (written.email || written.phone) {
    const given = { ...draft, email: written.email ?? draft.email, phone: written.phone ?? draft.phone };
    return {
      type: 'ask',
      draft: next(withFacts({ ...given, done: doneWith(given, 'contact') }, { ...facts, email: undefined, phone: undefined })),
      intro: 'corrected',
    };
  }
  const read = context.read(said);
  // « En fait c'est pour un devis, pas une démo »: the kind of request is what is corrected.
  const kind = named ? null : (namedKind(said, read) ?? requestOf(said, read, true, context.language));
  if (kind && kind.kind !== draft.kind) return kindChanged(draft, kind);
  const topic = read.topics.map(needOf).find(Boolean);
  // "Sorry, could we continue in English?": a question that names no field and gives nothing corrects nothing.
  if (message.includes('?') && !named && !topic && !facts.name && !facts.company && !facts.callbackTime) return null;
  if (topic && (named === 'need' || named === undefined)) return { type: 'ask', draft: answered(draft, 'need', { need: topic.label }), intro: 'corrected' };
  // « plutôt en fin de journée » asked for the moment answers it; said later, it changes it.
  if (facts.callbackTime && !facts.name && !facts.company && (named === undefined || named === 'callbackTime')) {
    if (draft.step === 'callbackTime') return { type: 'ask', draft: answered(draft, 'callbackTime', { callbackTime: facts.callbackTime }) };
    if (named === 'callbackTime' || draft.done.includes('callbackTime'))
      return { type: 'ask', draft: answered(draft, 'callbackTime', { callbackTime: facts.callbackTime }), intro: 'corrected' };
  }
  // At the summary, words that name no field and read as no name (« c'est pour quatre écrans »)
  // are not guessed into the field answered last: the visitor says which field to correct.
  if (draft.step === 'consent' && !named && !facts.name && !facts.company && !looksLikeName(trimJoins(said)))
    return { type: 'ask', draft: { ...draft, step: 'fix' } };
  const like = resembled(draft, trimJoins(valueAfterField(said) || said));
  // « Passer », then « ah si finalement mettez Kubik Lab »: the company skipped just before is given after all.
  const skipped = draft.step === 'contact' && draft.done.includes('company') && !draft.company && like !== 'name';
  // « Le nom exact c'est Leroy Cuisines & Bains »: a name that is the company's, a little changed.
  const field =
    named === 'name' && like === 'company'
      ? 'company'
      : named && named !== 'contact'
        ? named
        : skipped
          ? 'company'
          : facts.name
            ? 'name'
            : facts.company
              ? 'company'
              : (like ?? lastAnswered(draft));
  if (!field || field === 'contact') return null;
  const value = field === 'name' ? facts.name : field === 'company' ? facts.company : undefined;
  // A field named then its value (« l’entreprise c’est Globex »): the value is what follows, not what
  // the reader of companies makes of the whole (« c’est Globex »).
  // A name read as such ("my name is actually Catherine Bush") is the name, without the words around it.
  const given = (field === 'name' && facts.name) || (named && valueAfterField(said)) || value || trimJoins(said);
  // « c'est pour la filiale, Novatherm Services »: a company read as the answer to its question is.
  const found = field === 'company' && given ? companyIn(given) : given;
  // « Correction sur mon prénom : c'est Thomas »: one word for the first name keeps the family name;
  // « Lefèvre, sans b » for « Thomas Lefebvre »: one word like the family name keeps the first name.
  const words = draft.name.split(' ');
  const single = field === 'name' && !!found && !found.includes(' ') && words.length > 1;
  const text =
    single && hasPhrase(foldedOf(message), leadWords.firstName)
      ? [found, ...words.slice(1)].join(' ')
      : single && likeness(foldedOf(words.at(-1)!).trim(), foldedOf(found).trim()) >= RESEMBLANCE
        ? [...words.slice(0, -1), found].join(' ')
        : found;
  if (!text || text.length > FIELD_LIMITS[field]) return null;
  return { type: 'ask', draft: answered(draft, field, { [field]: text }), intro: 'corrected' };
}

/** How alike a new value must be to a field's to be taken as its correction (« Dupond » for « Dupont »): a share of its letters. */
const RESEMBLANCE = 0.6;

/** The field written in words whose value the new one most resembles (« Sandrine Dupond » corrects « Sandrine Dupont »), if one does. */
function resembled(draft: Draft, value: string): Field | undefined {
  const scored = (['name', 'company', 'callbackTime'] as const)
    .filter((field) => draft[field])
    .map((field) => ({ field, score: resemblance(foldedOf(draft[field]).trim(), foldedOf(value).trim()) }))
    .sort((a, b) => b.score - a.score);
  return scored[0] && scored[0].score >= RESEMBLANCE && scored[0].score > (scored[1]?.score ?? 0) ? scored[0].field : undefined;
}

/** How alike a value is to a field's: one word is measured against each of the field's too (« Lambrechts » for « Benoît Lambrecht »). */
function resemblance(field: string, value: string): number {
  const words = value.includes(' ') ? [] : field.split(' ');
  return Math.max(likeness(field, value), ...words.map((word) => likeness(word, value)));
}

/** 1 for the same text, 0 for nothing in common: one less the edit distance over the longer length. */
function likeness(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return 1 - row[b.length]! / Math.max(a.length, b.length, 1);
}

/** The field the visitor answered last in words (the one before the question now asked; at the summary, the last written). */
function lastAnswered(draft: Draft): Field | undefined {
  const answered = FIELD_ORDER.filter(
    (field) => field !== 'contact' && draft.done.includes(field) && (field !== 'company' || draft.company) && (field !== 'callbackTime' || draft.callbackTime),
  );
  const asked = FIELD_ORDER.indexOf(draft.step as Field);
  const before = asked < 0 ? answered : answered.filter((field) => FIELD_ORDER.indexOf(field) < asked);
  return before.at(-1);
}

/** Whether a text writes a word in capitals past its first and other than "I": a name. */
const namesSomething = (text: string) =>
  text
    .split(/\s+/)
    .slice(1)
    .some((word) => /^\p{Lu}/u.test(word) && !/^I(?:['’]|$)/.test(word));

/** The words of a folded text, and the words of folded phrases. */
const wordsOf = (folded: string) => folded.split(' ').filter(Boolean);
const wordSet = (phrases: readonly string[]) => new Set(phrases.flatMap(wordsOf));

/** Words of skipping only, besides the little ones: « Aucune, je suis un particulier », "none, private individual", « on est une asso ». */
function skipsOnly(folded: string): boolean {
  const words = wordsOf(folded).filter((word) => !STOPWORDS.has(word) && !ENGLISH_STOPWORDS.has(word));
  // « C'est pour chez moi »: little words only, around a phrase that skips.
  return words.length > 0 ? words.every((word) => SKIP_WORDS.has(word)) : hasPhrase(folded, leadWords.skip);
}
const SKIP_WORDS = wordSet(leadWords.skip);

/** Words of acceptance only, and of courtesy: « oui allez-y », « oui svp », "ok go". */
function acceptsOnly(folded: string): boolean {
  const words = wordsOf(folded);
  return words.length > 0 && words.every((word) => ACCEPT_WORDS.has(word));
}
const ACCEPT_WORDS = wordSet([...leadWords.accept, ...leadWords.courtesy]);

/** An optional field (company, moment): « Passer » leaves it empty, a question is answered first, else the text is kept. */
function optionalAnswer(draft: Draft, field: 'company' | 'callbackTime', text: string, folded: string, asking: boolean): Outcome {
  if (isOnly(folded, leadWords.skip) || skipsOnly(folded)) return { type: 'ask', draft: answered(draft, field, { [field]: '' }) };
  if (asking) return { type: 'question', draft };
  if (text.length > FIELD_LIMITS[field]) return { type: 'invalid', draft, problem: 'tooLong' };
  return { type: 'ask', draft: answered(draft, field, { [field]: text }) };
}

function needAnswer(draft: Draft, text: string, reading: Reading, context: ExchangeContext): Outcome {
  const offered = draft.kind === 'trial' ? leadTexts.needs.filter((need) => context.trialTopics.includes(need.topic)) : leadTexts.needs;
  const folded = foldedOf(text);
  const option = needOption(folded, reading, offered);
  if (option && !isAsking(text, reading)) return { type: 'ask', draft: answered(draft, 'need', { need: option.label }), intro: 'needNoted' };
  // "No idea yet, that's what the audit is for": no question, whatever its words.
  const unsure = draft.kind !== 'trial' && !text.includes('?') && hasPhrase(folded, leadWords.unsure);
  // « … votre solution VR peut accueillir plusieurs clients ? »: the question is answered, the solution it names noted.
  if (reading.question && !unsure) return { type: 'question', draft: option ? answered(draft, 'need', { need: option.label }) : draft };
  if (draft.kind === 'trial') return { type: 'invalid', draft, problem: 'trialNeed' };
  // « oui allez-y », « oui svp »: a yes says no subject.
  if (isOnly(folded, leadWords.skip) || reading.social?.includes('yes') || acceptsOnly(folded) || text.length < 2)
    return { type: 'invalid', draft, problem: 'need' };
  if (text.length > FIELD_LIMITS.need) return { type: 'invalid', draft, problem: 'tooLong' };
  return { type: 'ask', draft: answered(draft, 'need', { need: text }), intro: 'needNoted' };
}

function nameAnswer(draft: Draft, text: string, folded: string, reading: Reading): Outcome {
  if (reading.question) return { type: 'question', draft };
  if (isOnly(folded, leadWords.skip)) return { type: 'invalid', draft, problem: 'required' };
  // « oui allez-y »: a yes is no name.
  if (acceptsOnly(folded)) return { type: 'invalid', draft, problem: 'name' };
  // « Maxime Perrin-Duval, Hub Saône Coworking », "Sarah Collins - Collins & Reed Ltd": words in capitals after the name are its company.
  const [, named, after] = NAME_THEN_COMPANY.exec(text) ?? [];
  const company = after && COMPANY_AFTER_NAME.test(after) ? after : undefined;
  const name = company ? nameIn(named!, foldedOf(named!)) : nameIn(text, folded);
  if (name.length > FIELD_LIMITS.name) return { type: 'invalid', draft, problem: 'tooLong' };
  // A name has letters, and no @ nor digits; « oui » or « merci » is none. An e-mail or a phone
  // given too early is kept for later.
  // « je suis le gérant de la Sarl … » tells a job, not a name (its company is read apart).
  if (!/\p{L}/u.test(name) || /[@\d]/.test(name) || name.length < 2 || reading.social || tellsAJob(name)) {
    const withContact = { ...draft, ...contactIn(text) };
    const done = contactComplete(withContact) ? doneWith(draft, 'contact') : draft.done;
    return { type: 'invalid', draft: { ...withContact, done }, problem: 'name' };
  }
  const withName = answered(draft, 'name', { name });
  const companyNew = company && !draft.done.includes('company') && company.length <= FIELD_LIMITS.company;
  return { type: 'ask', draft: companyNew ? answered(withName, 'company', { company }) : withName };
}

/** A name, then a comma or a dash (or a bar, a slash) between spaces, then the rest. */
const NAME_THEN_COMPANY = /^(.+?)(?:\s*,\s*|\s+[-–—|/]\s+)(.+?)\s*$/u;

/** A company in capitals and nothing else: up to six words, each starting with a capital, a figure or « & ». */
const COMPANY_AFTER_NAME = /^[\p{Lu}\d][\p{L}\d'’&.-]*(?:\s+(?:[\p{Lu}\d&][\p{L}\d'’&.-]*|de|du|des|la|le|et|of|and)){0,5}$/u;

/**
 * The company a contact answer introduces beside the details, as the answer to its question would
 * (« …, c'est pour l'Hôtel du Lac », "… - it's for The Old Mill Hotel"), in capitals; else undefined.
 */
function companyBeside(message: string): string | undefined {
  const text = cleanText(withoutContact(message, 'kept')).replace(/^[\s,;.:–—-]+/u, '');
  const company = companyIn(text);
  return company !== text && /^[\p{Lu}\d]/u.test(company) && company.length <= FIELD_LIMITS.company ? company : undefined;
}

/** `withMoment`: the message also gives the moment for the call (« 020 7946 0777 after 5pm »), kept with the new phone. */
function contactAnswer(draft: Draft, message: string, reading: Reading, language: Language = 'fr', withMoment = false): Outcome {
  const { email: written, phone } = contactTexts(message);
  const { email, phone: valid } = contactIn(message, language);
  if (written && !email) return { type: 'invalid', draft, problem: 'email', value: cleanText(written).slice(0, 80) };
  // A number of the right length that no range we know holds, sent again as it was: the visitor knows it
  // better than our metadata (a range opened since), and asking a third time would loop.
  const possible = phone && !valid ? readPhone(phone, PHONE_COUNTRIES[language], 'possible') : null;
  const e164 = valid ?? (possible && possible === draft.doubtedPhone ? possible : undefined);
  if (phone && !e164)
    return { type: 'invalid', draft: { ...draft, doubtedPhone: possible ?? undefined }, problem: 'phone', value: cleanText(phone).slice(0, 40) };
  if (!email && !e164) {
    if (reading.question) return { type: 'question', draft };
    return { type: 'invalid', draft, problem: needsPhone(draft) ? 'phoneNeeded' : 'contact' };
  }
  const given = { ...draft, email: email ?? draft.email, phone: e164 ?? draft.phone };
  if (!contactComplete(given)) return { type: 'invalid', draft: given, problem: 'phoneNeeded' };
  // A new phone means a new moment to ask for, unless it came with one.
  const done = e164 && e164 !== draft.phone && !withMoment ? given.done.filter((item) => item !== 'callbackTime') : given.done;
  return { type: 'ask', draft: answered({ ...given, done }, 'contact', {}) };
}
