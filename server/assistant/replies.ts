import type { AssistantTexts, AssistantVocabulary, ContactIntent } from '../../content/assistant.ts';
import { assistantTextsEn, topicLabelsEn } from '../../content/assistant-en.ts';
import type { Language } from '../../content/language.ts';
import type { Brand, SolutionCard } from '../../content/types.ts';
import { typesetText } from '../../content/typeset.ts';
import { GRAMMARS, type Grammar } from './grammar.ts';
import type { ChatReply, ChatButton } from '../../protocol/chat.ts';
import type { Knowledge } from './knowledge.ts';
import type { TrialOffer } from './trials.ts';
import { fillProduct } from '../../content/brand-placeholder.ts';
import { fill } from '../../content/template.ts';
import { companyPlaceholders } from '../company.ts';

/** Sentences quoted when a reply presents a page as a whole (a subject, the company): its opening two, as many as an answer quotes at most. */
const OPENING_SENTENCES = 2;

/** The texts of a language: content/assistant.ts in French, content/assistant-en.ts in English. */
const TEXTS: Record<Exclude<Language, 'fr'>, { texts: AssistantTexts; topicLabels: Record<string, string> }> = {
  en: { texts: assistantTextsEn, topicLabels: topicLabelsEn },
};

/** Replies that say our pages hold no answer to the question: the editors see those questions (npm run assistant -- unanswered). */
const noAnswer = new WeakSet<ChatReply>();
export const isUnanswered = (reply: ChatReply) => noAnswer.has(reply);

/** Builds the replies in one language: fixed texts of content/, filled in, with their buttons and quick replies. */
export class Replies {
  private readonly text: AssistantTexts['replies'];
  readonly quick: AssistantTexts['quickReplies'];
  private readonly buttons: AssistantTexts['buttons'];
  private readonly mailSubjects: AssistantTexts['mailSubjects'];
  private readonly grammar: Grammar;

  constructor(
    private readonly vocabulary: AssistantVocabulary,
    private readonly brand: Brand,
    private readonly knowledge: Knowledge,
    private readonly solutionCards: SolutionCard[],
    private readonly publicUrl: string,
    readonly language: Language = 'fr',
  ) {
    // French: the vocabulary given (tests give their own); English: content/assistant-en.ts.
    const texts = language === 'fr' ? vocabulary : TEXTS[language].texts;
    this.text = texts.replies;
    this.quick = texts.quickReplies;
    this.buttons = texts.buttons;
    this.mailSubjects = texts.mailSubjects;
    this.grammar = GRAMMARS[language];
  }

  /** A reply: its message typeset, its buttons without repeats, three quick replies at most. */
  reply(message: string, buttons: ChatButton[], quickReplies: string[]): ChatReply {
    const unique = buttons.filter((button, i) => buttons.findIndex((other) => other.url === button.url) === i);
    return { message: this.grammar.typeset(message), buttons: unique, quick_replies: [...new Set(quickReplies)].slice(0, 3) };
  }

  private unanswered(message: string, buttons: ChatButton[], quickReplies: string[]): ChatReply {
    const reply = this.reply(message, buttons, quickReplies);
    noAnswer.add(reply);
    return reply;
  }

  /**
   * A reply that quotes our pages: the label in bold, then the sentences as written (French, in every
   * language: the pages are not translated; an English reply says so, see index.ts).
   */
  quoted(label: string, sentences: string[], buttons: ChatButton[], quickReplies: string[]): ChatReply {
    return { ...this.reply('', buttons, quickReplies), message: typesetText(`**${label}**\n${sentences.join(' ')}`) };
  }

  fill(template: string, values: Record<string, string> = {}): string {
    return fillReply(template, this.brand, { hours: this.brand.hours[this.language], ...values });
  }

  /** "Bonjour !", or "Bonsoir !" to who said bonsoir. */
  hello(evening: boolean): string {
    return this.grammar.typeset(evening ? this.text.helloEvening : this.text.hello);
  }

  // Buttons ------------------------------------------------------------------------------------

  /** A button, its text filled in and typeset like a reply's. */
  private button(text: string, url: string, type: ChatButton['type']): ChatButton {
    return { text: this.grammar.typeset(this.fill(text)), url, type };
  }

  page(path: string, text?: string, type: ChatButton['type'] = 'secondary'): ChatButton {
    const page = path.split('#')[0]!;
    return { text: this.grammar.typeset(text ?? this.knowledge.pageNames.get(page) ?? this.brand.name), url: `${this.publicUrl}${path}`, type };
  }

  private trialPage(offer: TrialOffer, type: ChatButton['type']): ChatButton {
    return this.page(offer.url, fill(this.buttons.trialPage, { name: offer.name }), type);
  }

  /** Whether a path is a page we have (a link to a removed article must not be offered). */
  exists(path: string): boolean {
    return this.knowledge.pageNames.has(path.split('#')[0]!);
  }

  call(type: ChatButton['type'] = 'primary'): ChatButton {
    return this.button(this.buttons.call, `tel:${this.brand.phoneE164}`, type);
  }

  mail(subject: keyof AssistantVocabulary['mailSubjects'], text = this.buttons.mail, type: ChatButton['type'] = 'secondary'): ChatButton {
    const subjectLine = this.mailSubjects[subject];
    return this.button(text, `mailto:${this.brand.emails.contact}?subject=${encodeURIComponent(subjectLine)}`, type);
  }

  /** The solution pages of the home page, for replies that show the range. */
  solutionButtons(): ChatButton[] {
    return this.solutionCards.map((card) => this.page(card.link));
  }

  // Replies ------------------------------------------------------------------------------------

  greeting(openerPending: boolean): ChatReply {
    if (openerPending) return this.reply(this.text.greetingWithOpener, [this.call('secondary')], [this.quick.giveUp, this.quick.solutions, this.quick.demo]);
    return this.reply(this.fill(this.text.greeting), this.solutionButtons(), [this.quick.demo, this.quick.trial, this.quick.price]);
  }

  thanks(): ChatReply {
    return this.reply(this.text.thanks, [this.call(), this.mail('contact')], [this.quick.demo, this.quick.solutions, this.quick.callback]);
  }

  goodbye(): ChatReply {
    return this.reply(this.fill(this.text.goodbye), [this.call('secondary')], [this.quick.demo, this.quick.solutions]);
  }

  no(): ChatReply {
    return this.reply(this.text.no, this.solutionButtons().slice(0, 3), [this.quick.solutions, this.quick.contact]);
  }

  yes(): ChatReply {
    return this.reply(this.text.yes, [this.call(), this.mail('contact')], [this.quick.demo, this.quick.trial, this.quick.callback]);
  }

  abuse(): ChatReply {
    return this.reply(this.fill(this.text.abuse), [this.call('secondary')], [this.quick.solutions, this.quick.demo]);
  }

  /** Off topic: what we do instead, and a person to talk to. */
  offTopic(): ChatReply {
    return this.reply(
      this.fill(this.text.offTopic),
      [...this.solutionButtons().slice(0, 3), this.call('secondary')],
      [this.quick.solutions, this.quick.demo, this.quick.callback],
    );
  }

  /** A complaint or an after-sales problem: an apology and the way to a person, no page of ours to sell. */
  complaint(): ChatReply {
    return this.reply(
      this.fill(this.text.complaint),
      [this.call(), this.mail('contact', this.buttons.mail, 'secondary')],
      [this.quick.callback, this.quick.contact],
    );
  }

  /** A subject named without a question we could match: what its page says first. */
  topic(slug: string): ChatReply {
    const doc = this.knowledge.docs.find((item) => item.page === `/solutions/${slug}`);
    if (!doc) return this.unknown();
    return this.quoted(
      doc.label,
      doc.sentences.slice(0, OPENING_SENTENCES),
      [this.page(doc.url, doc.pageName, 'primary'), this.call('secondary')],
      [this.quick.demo, this.quick.trial, this.quick.price],
    );
  }

  /** Who we are: the opening of the about page, or the company facts. */
  about(): ChatReply {
    const about = this.vocabulary.links.about;
    const doc = this.knowledge.docs.find((item) => item.page === about) ?? this.knowledge.docs.at(-1)!;
    return this.quoted(
      this.brand.name,
      doc.sentences.slice(0, OPENING_SENTENCES),
      [this.page(doc.url, doc.pageName, 'primary'), ...this.solutionButtons().slice(0, 2)],
      [this.quick.solutions, this.quick.location, this.quick.demo],
    );
  }

  /** A question no page answers, with the pages nearest to it. */
  nearPages(pages: ChatButton[]): ChatReply {
    return this.unanswered(this.fill(this.text.nearPages), [...pages, this.call('secondary')], [this.quick.callback, this.quick.demo, this.quick.solutions]);
  }

  unknown(): ChatReply {
    return this.unanswered(
      this.fill(this.text.unknown),
      [this.call(), this.mail('contact'), ...this.solutionButtons().slice(0, 2)],
      [this.quick.solutions, this.quick.callback, this.quick.demo],
    );
  }

  solutions(): ChatReply {
    const lines = this.solutionCards.map((card) => {
      const what = card.solution.split(/\s*:\s/)[0]!;
      return fill(this.text.solutionItem, {
        name: this.knowledge.pageNames.get(card.link) ?? card.title,
        what: `${what.charAt(0).toLowerCase()}${what.slice(1)}`,
      });
    });
    return this.reply(`${this.fill(this.text.solutions)}\n\n${lines.join('\n')}`, this.solutionButtons(), [
      this.quick.demo,
      this.quick.trial,
      this.quick.price,
    ]);
  }

  /** Answers a contact intent; `topics` are the subjects under discussion, most recent first. */
  contact(intent: ContactIntent, topics: string[], others: ContactIntent[], contactDetails: boolean): ChatReply {
    const reply = this.contactReply(intent, topics);
    if (contactDetails) reply.message = this.grammar.typeset(`${reply.message} ${this.text.privacy}`);
    // The other intents of the message come next, as quick replies.
    const next = others
      .filter((other) => other !== intent)
      .map((other) => this.quickFor(other))
      .filter((text): text is string => !!text);
    reply.quick_replies = [...new Set([...next, ...reply.quick_replies])].slice(0, 3);
    return reply;
  }

  private quickFor(intent: ContactIntent): string | undefined {
    const map: Partial<Record<ContactIntent, string>> = {
      price: this.quick.price,
      trial: this.quick.trial,
      demo: this.quick.demo,
      audit: this.quick.audit,
      callback: this.quick.callback,
      location: this.quick.location,
      phone: this.quick.contact,
      email: this.quick.contact,
      solutions: this.quick.solutions,
    };
    return map[intent];
  }

  /** Our company page (vocabulary.links.about), when it exists. */
  private aboutPage(): ChatButton[] {
    const about = this.vocabulary.links.about;
    return this.exists(about) ? [this.page(about)] : [];
  }

  private topicPage(topics: string[]): ChatButton[] {
    return topics.slice(0, 1).map((slug) => this.page(`/solutions/${slug}`));
  }

  private contactReply(intent: ContactIntent, topics: string[]): ChatReply {
    const q = this.quick;
    switch (intent) {
      case 'price':
        return this.reply(
          this.text.price,
          [this.mail('quote', this.buttons.quote, 'primary'), this.call('secondary'), ...this.topicPage(topics)],
          [q.quote, q.callback, q.demo],
        );
      case 'trial':
        return this.trial(topics);
      case 'demo': {
        const label = this.topicLabel(topics[0]);
        return this.reply(
          this.fill(this.text.demo, { topic: label ? fill(this.text.demoTopic, { label }) : '' }),
          [this.call(), this.mail('demo', this.buttons.demoByMail), ...this.topicPage(topics)],
          [q.demo, q.trial, q.price],
        );
      }
      case 'audit': {
        const audit = this.vocabulary.links.audit;
        return this.reply(
          this.fill(this.text.audit),
          [this.call(), this.mail('audit', this.buttons.auditByMail), ...(this.exists(audit) ? [this.page(audit, this.buttons.auditPage)] : [])],
          [q.bookAudit, q.demo, q.price],
        );
      }
      case 'callback':
        return this.reply(this.fill(this.text.callback), [this.call(), this.mail('callback', this.buttons.callbackByMail)], [q.callback, q.demo, q.price]);
      case 'location':
        return this.reply(this.fill(this.text.location), [this.call(), ...this.aboutPage(), this.mail('contact')], [q.demo, q.audit, q.contact]);
      // The page that gives all our details (address, phone, e-mail) comes after the way asked for.
      case 'phone':
        return this.reply(this.fill(this.text.phone), [this.call(), this.mail('contact'), ...this.aboutPage()], [q.callback, q.demo, q.location]);
      case 'email':
        return this.reply(
          this.fill(this.text.email),
          [this.mail('contact', this.buttons.mail, 'primary'), this.call('secondary'), ...this.aboutPage()],
          [q.callback, q.demo, q.location],
        );
      case 'solutions':
        return this.solutions();
    }
  }

  topicLabel(slug: string | undefined): string {
    const labels = this.language === 'fr' ? null : TEXTS[this.language].topicLabels;
    if (labels && slug && Object.hasOwn(labels, slug)) return labels[slug]!;
    return this.vocabulary.topics.find((topic) => topic.page === slug)?.label ?? '';
  }

  /** The trials that apply to the first subject discussed that has one, or all of them. */
  trialsFor(topics: string[], all = false): { offers: TrialOffer[]; topic: string | undefined } {
    // « … pour les deux ? »: the trials of every subject named.
    if (all) {
      const offers = [...new Set(topics.flatMap((slug) => this.trialsFor([slug]).offers))];
      if (offers.length) return { offers, topic: topics[0] };
    }
    for (const slug of topics) {
      const topic = this.vocabulary.topics.find((item) => item.page === slug);
      const offers = (topic?.trialPages ?? [])
        .map((page) => this.knowledge.trials.find((trial) => trial.slug === page))
        .filter((trial): trial is TrialOffer => !!trial);
      if (offers.length) return { offers, topic: slug };
    }
    return { offers: [], topic: topics[0] };
  }

  /** "15 jours pour les tables tactiles, 30 jours pour le bureau d'étude VR et les écrans collaboratifs". */
  trialList(offers: TrialOffer[] = this.knowledge.trials): string {
    const byDays = new Map<number, string[]>();
    for (const offer of offers) byDays.set(offer.days, [...(byDays.get(offer.days) ?? []), this.topicLabel(offer.slug) || offer.name]);
    return [...byDays]
      .sort(([a], [b]) => a - b)
      .map(([days, names]) => fill(this.text.trialDays, { days: String(days), labels: this.grammar.join(names) }))
      .join(', ');
  }

  /**
   * A page's answer to a question that mentions a request (« l'essai, c'est possible pour une concession ? »),
   * with that request offered after it; a trial where the subject has none offers the demo.
   */
  withOffer(reply: ChatReply, intent: ContactIntent, topics: string[]): ChatReply {
    if (intent !== 'trial' && intent !== 'demo' && intent !== 'callback') return reply;
    const offered = intent === 'trial' && topics.length > 0 && this.trialsFor(topics).offers.length === 0 ? 'demo' : intent;
    return { ...reply, message: `${reply.message}\n\n${this.grammar.typeset(this.text.offer[offered])}` };
  }

  trial(topics: string[], all = false): ChatReply {
    const q = this.quick;
    const { offers, topic } = this.trialsFor(topics, all);
    const trialButtons = (list: TrialOffer[]) => list.map((offer, i) => this.trialPage(offer, i === 0 ? 'primary' : 'secondary'));
    if (offers.length === 1) {
      const offer = offers[0]!;
      const message = this.fill(this.text.trialOne, { label: this.topicLabel(offer.slug) || offer.name, days: String(offer.days) });
      return this.reply(
        message,
        [...trialButtons(offers), this.mail('trial', this.buttons.trialByMail), this.call('secondary')],
        [q.bookTrial, q.demo, q.price],
      );
    }
    if (offers.length > 1) {
      return this.reply(
        this.fill(this.text.trialAll, { list: this.trialList(offers) }),
        [...trialButtons(offers), this.call('secondary')],
        [q.bookTrial, q.demo, q.price],
      );
    }
    if (topic) {
      const message = this.fill(this.text.trialNone, { label: this.topicLabel(topic), list: this.trialList() });
      return this.reply(
        message,
        [
          this.page(`/solutions/${topic}`, undefined, 'primary'),
          ...trialButtons(this.knowledge.trials)
            .map((b) => ({ ...b, type: 'secondary' as const }))
            .slice(0, 2),
        ],
        [q.demo, q.price, q.callback],
      );
    }
    return this.reply(this.fill(this.text.trialAll, { list: this.trialList() }), trialButtons(this.knowledge.trials), [q.bookTrial, q.demo, q.price]);
  }

  /** "Combien de temps ?" after a question on a trial: its length. */
  trialDuration(topics: string[], all = false): ChatReply {
    const { offers } = this.trialsFor(topics, all);
    if (offers.length !== 1) return this.trial(topics, all);
    const offer = offers[0]!;
    const message = this.fill(this.text.trialDuration, { ofLabel: this.grammar.of(this.topicLabel(offer.slug) || offer.name), days: String(offer.days) });
    return this.reply(
      message,
      [this.trialPage(offer, 'primary'), this.mail('trial', this.buttons.trialByMail), this.call('secondary')],
      [this.quick.bookTrial, this.quick.demo, this.quick.price],
    );
  }

  /** "Combien de temps ?" with no subject: the durations we can state. */
  durations(): ChatReply {
    return this.reply(
      this.fill(this.text.durations, { trials: this.trialList() }),
      [this.mail('quote', this.buttons.quote, 'primary'), this.call('secondary')],
      [this.quick.trial, this.quick.price, this.quick.demo],
    );
  }

  /** How soon a quote comes: with the page of the subject named, or else the terms of sale that state it. */
  quote(topics: string[]): ChatReply {
    const terms = this.vocabulary.links.quoteTerms;
    const page = topics.length ? this.topicPage(topics) : this.exists(terms) ? [this.page(terms)] : [];
    return this.reply(
      this.text.quote,
      [this.mail('quote', this.buttons.quote, 'primary'), this.call('secondary'), ...page],
      [this.quick.quote, this.quick.callback, this.quick.demo],
    );
  }
}

/** A text of content/assistant.ts with the company's details ({product}, {phone}, {email}, {address}, {city}…: server/company.ts) and `values` filled in. */
export function fillReply(template: string, brand: Brand, values: Record<string, string> = {}): string {
  // {product} first, with the elision French makes before a vowel (« d’Ondalys »).
  return fill(fillProduct(template, brand.name), { ...companyPlaceholders(brand), ...values });
}
