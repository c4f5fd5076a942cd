/**
 * The exchange's outcomes (exchange.ts) as replies of SPEC.md section 7: the texts of content/leads.ts
 * filled in and typeset, the step's quick replies, and the buttons to call or write to us where a
 * human is the way forward. The visitor's words are shown back only in the summary, as plain text.
 */
import { leadTexts } from '../../content/leads.ts';
import type { Brand } from '../../content/types.ts';
import { typesetText } from '../../content/typeset.ts';
import { fillReply } from '../assistant/replies.ts';
import type { ChatReply, ReplyButton } from '../chat/reply.ts';
import type { TrialOffer } from '../assistant/knowledge.ts';
import { displayPhone } from './contact-details.ts';
import type { Draft, Outcome } from './exchange.ts';

const DAYS_A_YEAR = 365;

/** « 3 ans », « 1 an », or « 400 jours »: the retention as the consent says it. */
export function retentionText(days: number): string {
  if (days % DAYS_A_YEAR === 0) return days === DAYS_A_YEAR ? '1 an' : `${days / DAYS_A_YEAR} ans`;
  return `${days} jours`;
}

/** A visitor's words inside our text: on one line, and with nothing the widget reads as bold or a link. */
const plain = (value: string) => value.replace(/\*+/g, ' ').replace(/\[/g, '(').replace(/\]/g, ')').replace(/\s+/g, ' ').trim();

export class ExchangeReplies {
  constructor(
    private readonly brand: Brand,
    private readonly publicUrl: string,
    private readonly retentionDays: number,
    /** The free trials: the subjects a trial may be about, and how long each lasts. */
    private readonly trials: TrialOffer[],
  ) {}

  private fill(template: string, values: Record<string, string> = {}): string {
    return fillReply(template, this.brand, values);
  }

  private reply(message: string, quickReplies: string[], buttons: ReplyButton[] = []): ChatReply {
    return { message: typesetText(message), buttons, quick_replies: quickReplies };
  }

  private contactButtons(): ReplyButton[] {
    return [
      { text: typesetText(this.brand.phone), url: `tel:${this.brand.phoneE164}`, type: 'primary' },
      { text: this.brand.email, url: `mailto:${this.brand.email}`, type: 'secondary' },
    ];
  }

  private needOptions(draft: Draft): string[] {
    if (draft.kind === 'audit') return [...leadTexts.quickReplies.auditNeeds];
    const needs = draft.kind === 'trial' ? leadTexts.needs.filter((need) => this.trialOf(need.label)) : leadTexts.needs;
    return needs.map((need) => need.label);
  }

  /** The trial of a need (« Tables tactiles »), if it has one. */
  private trialOf(need: string): TrialOffer | undefined {
    const topic = leadTexts.needs.find((option) => option.label === need)?.topic;
    return this.trials.find((trial) => trial.slug === topic);
  }

  /** « C'est noté : Tables tactiles. », with the trial's length and page for a trial; and the call button. */
  private needNoted(draft: Draft): { text: string; buttons: ReplyButton[] } {
    const call: ReplyButton = { text: typesetText(this.fill(leadTexts.callButton)), url: `tel:${this.brand.phoneE164}`, type: 'secondary' };
    const trial = draft.kind === 'trial' ? this.trialOf(draft.need) : undefined;
    if (!trial) return { text: this.fill(leadTexts.needNoted, { need: plain(draft.need) }), buttons: [call] };
    const page: ReplyButton = { text: typesetText(trial.name), url: `${this.publicUrl}${trial.url}`, type: 'secondary' };
    return { text: this.fill(leadTexts.trialNoted, { need: plain(draft.need), days: String(trial.days) }), buttons: [page, call] };
  }

  /** The question of the draft's step, with its quick replies and buttons. */
  question(draft: Draft): { text: string; quickReplies: string[]; buttons: ReplyButton[] } {
    const q = leadTexts.quickReplies;
    switch (draft.step) {
      case 'need':
        return { text: leadTexts.needQuestion[draft.kind], quickReplies: this.needOptions(draft), buttons: [] };
      case 'name':
        return { text: leadTexts.nameQuestion, quickReplies: [q.cancel], buttons: [] };
      case 'company':
        return { text: leadTexts.companyQuestion, quickReplies: [q.skip, q.cancel], buttons: [] };
      case 'contact':
        return { text: draft.kind === 'callback' ? leadTexts.phoneQuestion : leadTexts.contactQuestion, quickReplies: [q.cancel], buttons: [] };
      case 'callbackTime':
        return { text: leadTexts.momentQuestion, quickReplies: [...q.moments], buttons: [] };
      case 'fix': {
        const fields = (Object.keys(q.fields) as (keyof typeof q.fields)[]).filter((field) => field !== 'callbackTime' || draft.phone);
        return { text: leadTexts.fixWhich, quickReplies: fields.map((field) => q.fields[field]), buttons: [] };
      }
      case 'consent':
      case 'submitted':
        return {
          text: `${this.summary(draft)}\n\n${this.fill(leadTexts.consent, { retention: retentionText(this.retentionDays) })}`,
          quickReplies: [q.accept, q.fix, q.cancel],
          buttons: [{ text: leadTexts.privacyButton, url: `${this.publicUrl}/confidentialite`, type: 'secondary' }],
        };
    }
  }

  private summary(draft: Draft): string {
    const lines = leadTexts.summaryLines;
    const values: [keyof typeof lines, string][] = [
      ['kind', leadTexts.kindNames[draft.kind]],
      ['need', draft.need],
      ['name', draft.name],
      ['company', draft.company],
      ['email', draft.email],
      ['phone', draft.phone ? displayPhone(draft.phone) : ''],
      ['callbackTime', draft.callbackTime],
    ];
    const list = values.filter(([, value]) => value).map(([field, value]) => `- ${this.fill(lines[field], { value: plain(value) })}`);
    return `${leadTexts.summaryIntro}\n${list.join('\n')}`;
  }

  /** The reply to an outcome other than "none", "question" and "consented" (which need the assistant or the store). */
  of(outcome: Exclude<Outcome, { type: 'none' | 'question' | 'consented' }>): ChatReply {
    if (outcome.type === 'cancelled') return this.reply(leadTexts.cancelled, []);
    if (outcome.type === 'refused') return this.reply(this.fill(leadTexts.refused), [], this.contactButtons());
    const { draft } = outcome;
    const question = this.question(draft);
    const kind = leadTexts.kindNames[draft.kind];
    if (outcome.type === 'invalid') {
      const text = this.fill(leadTexts.invalid[outcome.problem], {
        value: plain(outcome.value ?? ''),
        question: question.text,
        list: this.needOptions(draft).join(', '),
      });
      return this.reply(text, question.quickReplies, question.buttons);
    }
    let text = question.text;
    if (outcome.intro === 'start') {
      const noted = draft.done.includes('need') ? this.needNoted(draft) : null;
      const call: ReplyButton = { text: typesetText(this.fill(leadTexts.callButton)), url: `tel:${this.brand.phoneE164}`, type: 'secondary' };
      if (!noted) return this.reply(`${leadTexts.opening[draft.kind]} ${text}`, question.quickReplies, [...question.buttons, call]);
      return this.reply(`${leadTexts.opening[draft.kind]} ${noted.text}\n\n${text}`, question.quickReplies, [...question.buttons, ...noted.buttons]);
    }
    if (outcome.intro === 'needNoted') {
      const noted = this.needNoted(draft);
      return this.reply(`${noted.text} ${text}`, question.quickReplies, [...question.buttons, ...noted.buttons]);
    } else if (outcome.intro === 'fixing') text = this.fill(leadTexts.fixing, { question: text });
    else if (outcome.intro === 'kindChanged') text = this.fill(leadTexts.kindChanged, { kind, question: text });
    else if (outcome.intro === 'welcomeBack') text = this.fill(leadTexts.welcomeBack, { kind, question: text });
    return this.reply(text, question.quickReplies, question.buttons);
  }

  /** The assistant's answer to a question asked in the middle, then the request's question again. */
  resume(draft: Draft, answer: ChatReply): ChatReply {
    const question = this.question(draft);
    const text = `${answer.message}\n\n${this.fill(leadTexts.resume, { kind: leadTexts.kindNames[draft.kind], question: question.text })}`;
    return this.reply(text, question.quickReplies, [...answer.buttons, ...question.buttons].slice(0, 4));
  }

  confirmation(draft: Draft, reference: string): ChatReply {
    const text = this.fill(leadTexts.confirmation, { name: plain(draft.name), kind: leadTexts.kindNames[draft.kind], reference, delay: leadTexts.delays[draft.kind] });
    return this.reply(text, []);
  }

  updated(draft: Draft, reference: string): ChatReply {
    const text = this.fill(leadTexts.updated, { name: plain(draft.name), kind: leadTexts.kindNames[draft.kind], reference, delay: leadTexts.delays[draft.kind] });
    return this.reply(text, []);
  }

  /** Too many requests from this address or for this contact: a human instead. */
  tooMany(): ChatReply {
    return this.reply(this.fill(leadTexts.tooMany), [], this.contactButtons());
  }

  /** The consent came without a valid proof: asked again (the desk adds a new challenge). */
  proofFailed(): ChatReply {
    const q = leadTexts.quickReplies;
    return this.reply(this.fill(leadTexts.proofFailed), [q.accept, q.fix, q.cancel], this.contactButtons());
  }

  /** A client that keeps no conversation cannot make a request over several messages. */
  noSession(): ChatReply {
    return this.reply(this.fill(leadTexts.noSession), [], this.contactButtons());
  }

  storeFailed(): ChatReply {
    // The draft is still there (desk.ts): « Réessayer » gives the consent again.
    return this.reply(this.fill(leadTexts.storeFailed), [leadTexts.quickReplies.retry], this.contactButtons());
  }
}
