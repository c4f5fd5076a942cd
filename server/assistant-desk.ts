import { brand } from '../content/brand.ts';
import { createAssistant } from './assistant/index.ts';
import type { TrialOffer } from './assistant/trials.ts';
import type { Article, ArticleStore } from './articles/catalog.ts';
import type { CompanyPage } from './company-pages.ts';
import type { Config } from './config.ts';
import { ExchangeReplies } from './leads/exchange-replies.ts';
import { LeadDesk, type Guards } from './leads/desk.ts';
import { processKey, Proofs } from './leads/proof.ts';
import type { Leads } from './leads/service.ts';
import type { Logger } from './logger.ts';

/**
 * The built-in assistant, which answers from the pages and articles, and its lead desk, which takes
 * requests: both are rebuilt when the articles out change.
 */
export interface AssistantDesk {
  /** The desk for the articles out today: built again first if they are not those it knows. */
  today(): LeadDesk;
  /** Builds the assistant again on these articles; the previous one stays if that fails. */
  rebuild(published: Article[]): void;
}

export interface AssistantDeskOptions {
  config: Config;
  /** The leads' database and notifications; without it (tests, the export) the desk can store no lead. */
  leads: Leads | undefined;
  articles: ArticleStore;
  companyPages: CompanyPage[];
  /** Today's date (YYYY-MM-DD, Paris time). */
  today: () => string;
  log: Logger;
}

export function assistantDesk({ config, leads, articles, companyPages, today, log }: AssistantDeskOptions): AssistantDesk {
  const memoryGuards: Guards = { proofs: new Proofs(processKey()), limits: null };
  const exchangeReplies = (trials: TrialOffer[]) => new ExchangeReplies(brand, config.publicUrl, config.leads.retentionDays, trials);
  const buildAssistant = (published: Article[]) => {
    const built = createAssistant({ articles: published, companyPages }, config.publicUrl);
    return new LeadDesk({
      assistant: built,
      store: () => leads?.store() ?? Promise.reject(new Error('no leads database in this app')),
      guards: () => leads?.guards() ?? Promise.resolve(memoryGuards),
      channels: leads?.channels ?? [],
      replies: exchangeReplies(built.trials),
      log,
    });
  };
  // The assistant knows the articles out on the day it answers: built at start, and again when a day
  // brings an article dated for it, or (in development) when an article changes.
  // articles.list returns the same array all day: only a new one (a new day, a reload) is compared by ids.
  const sameArticles = (a: Article[], b: Article[]) => a === b || (a.length === b.length && a.every((article, i) => article.id === b[i]!.id));
  const initial = articles.list(today());
  let assistant: { published: Article[]; desk: LeadDesk } = { published: initial, desk: buildAssistant(initial) };
  const rebuild = (published: Article[]) => {
    try {
      assistant = { published, desk: buildAssistant(published) };
    } catch (error) {
      // The previous assistant keeps answering, not tried again until the articles change; the log says why.
      assistant = { ...assistant, published };
      log({ level: 'error', event: 'assistant-rebuild-failed', message: String(error) });
    }
  };
  const assistantToday = () => {
    const published = articles.list(today());
    if (!sameArticles(published, assistant.published)) rebuild(published);
    else assistant.published = published;
    return assistant.desk;
  };
  return { today: assistantToday, rebuild };
}
