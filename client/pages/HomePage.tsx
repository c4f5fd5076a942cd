import { brand } from '../../content/brand.ts';
import { clientReferences } from '../../content/clients.ts';
import { hero, heroStats, HERO_COUNTER_DELAY_MS, mission, missionFigures, sections } from '../../content/home.ts';
import { quizItems } from '../../content/quiz.ts';
import { solutionCards } from '../../content/solutions.ts';
import ClientShowcase from '../home/ClientShowcase.tsx';
import { HeroStats } from '../home/HeroStats.tsx';
import { MissionFigures } from '../home/MissionFigures.tsx';
import Quiz from '../home/Quiz.tsx';
import ReferenceCarousel from '../home/ReferenceCarousel.tsx';
import SolutionCards from '../home/SolutionCards.tsx';
import { island } from '../islands/island.tsx';
import { Layout } from '../layout/Layout.tsx';
import { ArticleCards, type ArticleCardData } from '../ui/ArticleCards.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { ui } from '../../content/interface.ts';
import type { ResponsiveImage } from '../../content/image.ts';
import { Picture } from '../ui/Picture.tsx';

const SolutionCardsIsland = island('SolutionCards', SolutionCards);
const ClientShowcaseIsland = island('ClientShowcase', ClientShowcase);
const ReferenceCarouselIsland = island('ReferenceCarousel', ReferenceCarousel);
const QuizIsland = island('Quiz', Quiz);

/** How long each client reference stays on screen in the carousel. */
const CAROUSEL_INTERVAL_MS = 6000;

export function HomePage({ latestArticles, quizSeed, heroPicture }: { latestArticles: ArticleCardData[]; quizSeed: number; heroPicture?: ResponsiveImage }) {
  const references = clientReferences.map(({ name, sector, impact, quote }) => ({ name, sector, impact, quote }));
  return (
    <Layout>
      <section id="accueil" className={`hero${heroPicture ? ' hero--pictured' : ''}`} aria-labelledby="accueil-titre">
        <div className="container hero__grid">
          <div className="hero__text">
            <p className="eyebrow eyebrow--light">{hero.eyebrow}</p>
            <h1 id="accueil-titre">
              {hero.headlineStart}
              <span className="colour-cycle">{hero.headlineHighlight}</span>
            </h1>
            <p className="hero__lead">{hero.intro}</p>
            <p className="hero__actions">
              <a className="button button--primary button--large" href={hero.primary.href}>
                {hero.primary.label}
              </a>
              <a className="button button--ghost button--large" href={hero.secondary.href} data-contact="">
                {hero.secondary.label}
              </a>
            </p>
            <p className="hero__reassurance">{hero.reassurance}</p>
          </div>
          {/* The range in use, the stat cards floating over its edges (on a phone, under it). */}
          <div className="hero__visual">
            {heroPicture && hero.imageAlt && (
              <Picture image={heroPicture} alt={hero.imageAlt} priority className="hero__picture" sizes="(min-width: 961px) 490px, calc(100vw - 40px)" />
            )}
            <HeroStats stats={heroStats} delay={HERO_COUNTER_DELAY_MS} />
          </div>
        </div>
      </section>

      <Section id="mission" className="mission" eyebrow={mission.eyebrow} title={mission.title}>
        <div className="mission__grid">
          <div className="mission__text">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <MissionFigures figures={missionFigures} />
        </div>
      </Section>

      <Section id="offres" className="offers section--tinted" {...sections.offers}>
        <SolutionCardsIsland cards={solutionCards} labels={ui.solutionCards} />
      </Section>

      <Section id="confiance" className="trust" {...sections.trust}>
        <ClientShowcaseIsland clients={clientReferences} labels={ui.clientShowcase} />
      </Section>

      <Section id="blog" className="latest section--tinted" {...sections.blog}>
        <ArticleCards articles={latestArticles} productName={brand.name} />
        <p className="section__more">
          <a className="button button--secondary" href="/blog">
            {sections.blog.all}
          </a>
        </p>
      </Section>

      <Section className="references" title={sections.references.title}>
        <ReferenceCarouselIsland references={references} interval={CAROUSEL_INTERVAL_MS} labels={ui.carousel} />
      </Section>

      <Section id="quiz" className="quiz-section" {...sections.quiz}>
        <QuizIsland items={quizItems} seed={quizSeed} labels={ui.quiz} />
      </Section>

      <section className="final-band" aria-labelledby="final-band-titre" data-reveal="">
        <div className="container final-band__inner">
          <h2 id="final-band-titre">{sections.finalBand.title}</h2>
          <p className="final-band__actions">
            <a className="button button--primary button--large" href="#contact" data-contact="">
              <Icon name="bot" /> {sections.finalBand.button}
            </a>
            <a className="final-band__phone" href={`tel:${brand.phoneE164}`}>
              <Icon name="phone" /> {sections.finalBand.phoneLabel} {brand.phone}
            </a>
          </p>
          <p className="final-band__promise">{sections.finalBand.promise}</p>
        </div>
      </section>
    </Layout>
  );
}
