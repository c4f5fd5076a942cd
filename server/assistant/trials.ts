import type { LandingPageContent } from '../../content/types.ts';
import { sectionUrl } from './solution-docs.ts';

/** A free trial, read from the "trial" section of a solution page. */
export interface TrialOffer {
  slug: string;
  name: string;
  days: number;
  /** Path of the trial section. */
  url: string;
}

/** The free trials of our solution pages, in the order of the pages. */
export function trialOffers(pages: LandingPageContent[]): TrialOffer[] {
  return pages.flatMap((page) =>
    page.sections.flatMap((section) =>
      section.kind === 'trial' ? [{ slug: page.slug, name: page.name, days: section.days, url: sectionUrl(page, section) }] : [],
    ),
  );
}
