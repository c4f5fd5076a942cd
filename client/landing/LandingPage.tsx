import type { LandingPageContent } from '../../content/types.ts';
import { Layout } from '../layout/Layout.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LandingSectionView } from './sections.tsx';

/** The closing section of every solution page: the spec's "shared widget", an invitation to talk. */
function ContactSection({ contact }: { contact: LandingPageContent['contact'] }) {
  return (
    <section id="contact" className="final-band" aria-labelledby="contact-titre">
      <div className="container final-band__inner">
        <h2 id="contact-titre">{contact.title}</h2>
        <p className="final-band__text">{contact.text}</p>
        <p className="final-band__actions">
          <a className="button button--primary button--large" href="#contact" data-contact="">
            <Icon name="bot" /> {contact.button}
          </a>
        </p>
      </div>
    </section>
  );
}

/** A solution or landing page (/solutions/*), entirely described by its content file. */
export function LandingPage({ page }: { page: LandingPageContent }) {
  const { hero } = page;
  return (
    <Layout hasContactSection>
      <header className="page-hero landing-hero">
        <div className="container">
          {hero.backToHome && (
            <a className="back-link" href="/">
              <span aria-hidden="true">←</span> Retour à l’accueil
            </a>
          )}
          <p className="eyebrow eyebrow--light">{hero.eyebrow}</p>
          <h1>{hero.title}</h1>
          <p className="page-hero__lead">{hero.lead}</p>
          <p className="hero__actions">
            {hero.buttons.map((button, index) => (
              <ButtonLink key={button.label} button={button} variant={index === 0 ? 'primary' : 'ghost'} large jump />
            ))}
          </p>
          {hero.figures && (
            <ul className="article-stats landing-hero__figures">
              {hero.figures.map((figure) => (
                <li key={figure.label}>
                  <strong>{figure.value}</strong> {figure.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>
      {page.sections.map((section, index) => (
        <LandingSectionView key={section.title} section={section} index={index} />
      ))}
      <ContactSection contact={page.contact} />
    </Layout>
  );
}
