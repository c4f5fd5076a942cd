/**
 * The exchange's outcomes (exchange.ts) as the protocol's replies: the texts of content/leads.ts
 * filled in and typeset, the step's quick replies, and the buttons to call or write to us where a
 * human is the way forward. The visitor's words are shown back only in the summary, as plain text.
 */
import { assistantVocabulary } from '../../content/assistant.ts';
import { assistantTextsEn } from '../../content/assistant-en.ts';
import type { Language } from '../../content/language.ts';
import { leadTexts, type LeadTexts } from '../../content/leads.ts';
import { leadTextsEn } from '../../content/leads-en.ts';
import type { Brand } from '../../content/types.ts';
import { GRAMMARS, type Grammar } from '../assistant/grammar.ts';
import { fillReply } from '../assistant/replies.ts';
import type { ChatReply, ChatButton } from '../../protocol/chat.ts';
import type { TrialOffer } from '../assistant/trials.ts';
import { displayPhone } from './contact-details.ts';
import { needsPhone, type Draft, type Outcome } from './exchange.ts';
import { needShown } from './exchange-reading.ts';

/** The texts of a request in each language. */
/** The assistant's quick replies, each also a message it understands. */
const ASSISTANT_QUICK_REPLIES = { fr: assistantVocabulary.quickReplies, en: assistantTextsEn.quickReplies };

const TEXTS: Record<Language, LeadTexts> = { fr: leadTexts, en: leadTextsEn };

/** « 3 ans », « 1 an », or « 400 jours »: the retention as the consent says it. */
export const retentionText = (days: number, language: Language = 'fr') => GRAMMARS[language].days(days);

/** A visitor's words inside our text: on one line, and with nothing the widget reads as bold or a link. */
const plain = (value: string) => value.replace(/\*+/g, ' ').replace(/\[/g, '(').replace(/\]/g, ')').replace(/\s+/g, ' ').trim();

export class ExchangeReplies {
  private readonly t: LeadTexts;
  private readonly grammar: Grammar;

  constructor(
    private readonly brand: Brand,
    private readonly publicUrl: string,
    private readonly retentionDays: number,
    /** The free trials: the subjects a trial may be about, and how long each lasts. */
    private readonly trials: TrialOffer[],
    readonly language: Language = 'fr',
  ) {
    this.t = TEXTS[language];
    this.grammar = GRAMMARS[language];
  }

  /** The same replies in another language. */
  in(language: Language): ExchangeReplies {
    return language === this.language ? this : new ExchangeReplies(this.brand, this.publicUrl, this.retentionDays, this.trials, language);
  }

  private fill(template: string, values: Record<string, string> = {}): string {
    return fillReply(template, this.brand, { hours: this.brand.hours[this.language], ...values });
  }

  private reply(message: string, quickReplies: readonly string[], buttons: ChatButton[] = []): ChatReply {
    return { message: this.grammar.typeset(message), buttons, quick_replies: [...quickReplies] };
  }

  private contactButtons(): ChatButton[] {
    return [
      { text: this.grammar.typeset(this.brand.phone), url: `tel:${this.brand.phoneE164}`, type: 'primary' },
      { text: this.brand.emails.contact, url: `mailto:${this.brand.emails.contact}`, type: 'secondary' },
    ];
  }

  private needOptions(draft: Draft): string[] {
    if (draft.kind === 'audit') return [...this.t.quickReplies.auditNeeds];
    const needs = draft.kind === 'trial' ? leadTexts.needs.filter((need) => this.trialOf(need.label)) : leadTexts.needs;
    return needs.map((need) => needShown(need.label, this.language));
  }

  /** The trial of a need (« Tables tactiles »), if it has one. */
  private trialOf(need: string): TrialOffer | undefined {
    const topic = leadTexts.needs.find((option) => option.label === need)?.topic;
    return this.trials.find((trial) => trial.slug === topic);
  }

  /** « C'est noté : Tables tactiles. », with the trial's length and page for a trial; and the call button. */
  private needNoted(draft: Draft): { text: string; buttons: ChatButton[] } {
    const call = this.callButton();
    const trial = draft.kind === 'trial' ? this.trialOf(draft.need) : undefined;
    const need = plain(needShown(draft.need, this.language));
    if (!trial) return { text: this.fill(this.t.needNoted, { need }), buttons: [call] };
    const page: ChatButton = { text: this.grammar.typeset(trial.name), url: `${this.publicUrl}${trial.url}`, type: 'secondary' };
    return { text: this.fill(this.t.trialNoted, { need, days: String(trial.days) }), buttons: [page, call] };
  }

  private callButton(): ChatButton {
    return { text: this.grammar.typeset(this.fill(this.t.callButton)), url: `tel:${this.brand.phoneE164}`, type: 'secondary' };
  }

  /** The question of the draft's step, with its quick replies and buttons. */
  question(draft: Draft): { text: string; quickReplies: string[]; buttons: ChatButton[] } {
    const q = this.t.quickReplies;
    switch (draft.step) {
      case 'need':
        return { text: this.t.needQuestion[draft.kind], quickReplies: this.needOptions(draft), buttons: [] };
      case 'name':
        return { text: this.t.nameQuestion, quickReplies: [q.cancel], buttons: [] };
      case 'company':
        return { text: this.t.companyQuestion, quickReplies: [q.skip, q.cancel], buttons: [] };
      case 'contact':
        return { text: needsPhone(draft) ? this.t.phoneQuestion : this.t.contactQuestion, quickReplies: [q.cancel], buttons: [] };
      case 'callbackTime':
        return { text: this.t.momentQuestion, quickReplies: [...q.moments], buttons: [] };
      case 'fix': {
        const fields = (Object.keys(q.fields) as (keyof typeof q.fields)[]).filter((field) => field !== 'callbackTime' || draft.phone);
        return { text: this.t.fixWhich, quickReplies: fields.map((field) => q.fields[field]), buttons: [] };
      }
      case 'consent':
      case 'submitted':
        return {
          text: `${this.summary(draft)}\n\n${this.fill(this.t.consent, { retention: retentionText(this.retentionDays, this.language) })}`,
          quickReplies: [q.accept, q.fix, q.cancel],
          buttons: [{ text: this.t.privacyButton, url: `${this.publicUrl}/confidentialite`, type: 'secondary' }],
        };
    }
  }

  private summary(draft: Draft): string {
    const lines = this.t.summaryLines;
    const values: [keyof typeof lines, string][] = [
      ['kind', this.t.kindNames[draft.kind]],
      ['need', needShown(draft.need, this.language)],
      ['name', draft.name],
      ['company', draft.company],
      ['email', draft.email],
      ['phone', draft.phone ? displayPhone(draft.phone) : ''],
      ['callbackTime', draft.callbackTime],
    ];
    const list = values.filter(([, value]) => value).map(([field, value]) => `- ${this.fill(lines[field], { value: plain(value) })}`);
    return `${this.t.summaryIntro}\n${list.join('\n')}`;
  }

  /** The reply to an outcome other than "none", "question" and "consented" (which need the assistant or the store). */
  of(outcome: Exclude<Outcome, { type: 'none' | 'question' | 'consented' }>): ChatReply {
    if (outcome.type === 'cancelled') return this.reply(this.t.cancelled, []);
    if (outcome.type === 'refused') return this.reply(this.fill(this.t.refused), [], this.contactButtons());
    const { draft } = outcome;
    const question = this.question(draft);
    const kind = this.t.kindNames[draft.kind];
    if (outcome.type === 'invalid') {
      const text = this.fill(this.t.invalid[outcome.problem], {
        value: plain(outcome.value ?? ''),
        question: question.text,
        list: this.needOptions(draft).join(', '),
      });
      return this.reply(text, question.quickReplies, question.buttons);
    }
    let text = question.text;
    if (outcome.intro === 'start') {
      const noted = draft.done.includes('need') ? this.needNoted(draft) : null;
      const call = this.callButton();
      if (!noted) return this.reply(`${this.t.opening[draft.kind]} ${text}`, question.quickReplies, [...question.buttons, call]);
      return this.reply(`${this.t.opening[draft.kind]} ${noted.text}\n\n${text}`, question.quickReplies, [...question.buttons, ...noted.buttons]);
    }
    if (outcome.intro === 'needNoted') {
      const noted = this.needNoted(draft);
      return this.reply(`${noted.text} ${text}`, question.quickReplies, [...question.buttons, ...noted.buttons]);
    } else if (outcome.intro === 'fixing') text = this.fill(this.t.fixing, { question: text });
    else if (outcome.intro === 'corrected') text = this.fill(this.t.corrected, { question: text });
    else if (outcome.intro === 'kindChanged') text = this.fill(this.t.kindChanged, { kind, question: text });
    else if (outcome.intro === 'welcomeBack') text = this.fill(this.t.welcomeBack, { kind, question: text });
    return this.reply(text, question.quickReplies, question.buttons);
  }

  /** The assistant's answer to a question asked in the middle, then the request's question again. */
  resume(draft: Draft, answer: ChatReply): ChatReply {
    const question = this.question(draft);
    const text = `${answer.message}\n\n${this.fill(this.t.resume, { kind: this.t.kindNames[draft.kind], question: question.text })}`;
    return this.reply(text, question.quickReplies, [...answer.buttons, ...question.buttons].slice(0, 4));
  }

  confirmation(draft: Draft, reference: string): ChatReply {
    const text = this.fill(this.t.confirmation, { name: plain(draft.name), kind: this.t.kindNames[draft.kind], reference, delay: this.delayOf(draft) });
    return this.reply(text, []);
  }

  updated(draft: Draft, reference: string): ChatReply {
    const text = this.fill(this.t.updated, { name: plain(draft.name), kind: this.t.kindNames[draft.kind], reference, delay: this.delayOf(draft) });
    return this.reply(text, []);
  }

  /** What happens next: a call back with no phone to call is answered by e-mail. */
  private delayOf(draft: Draft): string {
    return draft.kind === 'callback' && !draft.phone ? this.t.writtenBack : this.t.delays[draft.kind];
  }

  /** Too many requests from this address or for this contact: a human instead. */
  tooMany(): ChatReply {
    return this.reply(this.fill(this.t.tooMany), [], this.contactButtons());
  }

  /** The consent came without a valid proof: asked again (the desk adds a new challenge). */
  proofFailed(): ChatReply {
    const q = this.t.quickReplies;
    return this.reply(this.fill(this.t.proofFailed), [q.accept, q.fix, q.cancel], this.contactButtons());
  }

  /** A visitor who said who they are and asked nothing yet: « Enchanté, Paul ! », and the assistant's quick replies to start with. */
  introduced({ name, company }: { name?: string; company?: string }): ChatReply {
    const quick = ASSISTANT_QUICK_REPLIES[this.language];
    const text = name ? this.fill(this.t.introduced, { name }) : this.fill(this.t.introducedCompany, { company: company ?? '' });
    return this.reply(text, [quick.solutions, quick.callback, quick.demo]);
  }

  /** A client that keeps no conversation cannot make a request over several messages. */
  noSession(): ChatReply {
    return this.reply(this.fill(this.t.noSession), [], this.contactButtons());
  }

  storeFailed(): ChatReply {
    // The draft is still there (desk.ts): « Réessayer » gives the consent again.
    return this.reply(this.fill(this.t.storeFailed), [this.t.quickReplies.retry], this.contactButtons());
  }
}
