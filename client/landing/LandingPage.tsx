import type { LandingPageContent } from '../../content/types.ts';
import { ui } from '../../content/interface.ts';
import { Layout } from '../layout/Layout.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { ContactBand } from '../ui/ContactBand.tsx';
import { StatList } from '../ui/StatList.tsx';
import { Picture } from '../ui/Picture.tsx';
import { builtImage, type ImageSet } from '../../content/image.ts';
import { LandingSectionView } from './sections.tsx';

/** A solution or landing page (/solutions/*), entirely described by its content file. */
export function LandingPage({ page, images }: { page: LandingPageContent; images: ImageSet }) {
  const { hero } = page;
  const heroImage = builtImage(images, hero.image);
  return (
    <Layout hasContactSection>
      <header className={`page-hero landing-hero${heroImage ? ' landing-hero--pictured' : ''}`}>
        <div className="container landing-hero__grid">
          <div className="landing-hero__text">
            {hero.backToHome && (
              <a className="back-link" href="/">
                <span aria-hidden="true">←</span> {ui.landing.backToHome}
              </a>
            )}
            <p className="eyebrow eyebrow--light">{hero.eyebrow}</p>
            <h1>{hero.title}</h1>
            <p className="page-hero__lead">{hero.intro}</p>
            <p className="hero__actions">
              {hero.buttons.map((button, index) => (
                <ButtonLink key={button.label} button={button} variant={index === 0 ? 'primary' : 'ghost'} large jump />
              ))}
            </p>
          </div>
          {heroImage && hero.imageAlt && (
            <Picture image={heroImage} alt={hero.imageAlt} priority className="landing-hero__picture" sizes="(min-width: 1000px) 560px, calc(100vw - 40px)" />
          )}
          {hero.figures && <StatList stats={hero.figures} className="article-stats landing-hero__figures" />}
        </div>
      </header>
      {page.sections.map((section, index) => (
        <LandingSectionView key={section.title} section={section} index={index} images={images} />
      ))}
      {/* The shared band at the bottom of every solution page: an invitation to talk. */}
      <ContactBand id="contact" headingId="contact-titre" title={page.contact.title} text={page.contact.text} contact={page.contact.button} withIcon />
    </Layout>
  );
}
