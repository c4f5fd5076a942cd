import type { LandingSection } from '../../content/types.ts';
import { builtImage, type ImageSet } from '../../content/image.ts';
import { island } from '../islands/island.tsx';
import { ui } from '../../content/interface.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CardTable } from '../ui/CardTable.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { fill } from '../../content/template.ts';
import { accentOf } from '../ui/accent.ts';
import { Icon } from '../ui/Icon.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';
import { SpecList } from '../ui/SpecList.tsx';
import TouchModes from './TouchModes.tsx';
import TouchSizes from './TouchSizes.tsx';

const TouchModesIsland = island('TouchModes', TouchModes);
const TouchSizesIsland = island('TouchSizes', TouchSizes);

type Of<K extends LandingSection['kind']> = Extract<LandingSection, { kind: K }>;

function TextBody({ section }: { section: Of<'text'> }) {
  return (
    <div className="text-section">
      <div>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.points && (
        <ul className="pain-list">
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Blocks({ section }: { section: Of<'blocks'> }) {
  return (
    <div className="feature-blocks">
      {section.blocks.map((block, index) => (
        <article className="feature-block" key={block.title}>
          <p className="feature-block__number" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </p>
          <h3>
            <span className="icon-tile">
              <Icon name={block.icon} />
            </span>
            {block.title}
          </h3>
          <p>{block.text}</p>
          <CheckList items={block.features} />
        </article>
      ))}
    </div>
  );
}

function Cards({ section }: { section: Of<'cards'> }) {
  return (
    // Four cards sit better two by two than three and one.
    <ul className={`card-grid info-cards${section.cards.length === 4 ? ' info-cards--pairs' : ''}`}>
      {section.cards.map((card) => (
        <li className="info-card" key={card.title}>
          {card.icon && (
            <span className="icon-tile">
              <Icon name={card.icon} />
            </span>
          )}
          <h3>{card.title}</h3>
          <p>{card.description}</p>
          {card.benefit && <p className="info-card__benefit">{card.benefit}</p>}
        </li>
      ))}
    </ul>
  );
}

function Figures({ section }: { section: Of<'figures'> }) {
  return (
    <ul className="figure-grid">
      {section.figures.map((figure) => (
        <li className="figure" key={figure.label}>
          <strong className="figure__value">{figure.value}</strong>
          <span className="figure__label">{figure.label}</span>
          {figure.description && <span className="figure__description">{figure.description}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A case's picture is beside its title on a laptop, over it on a phone. */
const USE_CASE_PICTURE_SIZES = '(min-width: 900px) 340px, calc(100vw - 80px)';

function UseCases({ section, images }: { section: Of<'useCases'>; images: ImageSet }) {
  return (
    <div className="use-cases">
      {section.useCases.map((useCase) => {
        const picture = builtImage(images, useCase.image);
        return (
          <article className={`use-case${picture ? ' use-case--pictured' : ''}`} key={useCase.title} data-accent={accentOf(useCase.colour)}>
            <div className="use-case__head">
              <div>
                <h3>{useCase.title}</h3>
                <p className="use-case__subtitle">{useCase.subtitle}</p>
              </div>
              {picture && useCase.imageAlt && <Picture image={picture} alt={useCase.imageAlt} sizes={USE_CASE_PICTURE_SIZES} className="use-case__picture" />}
            </div>
            <div className="use-case__grid">
              <div>
                <h4>{ui.landing.challenges}</h4>
                <ul>
                  {useCase.challenges.map((challenge) => (
                    <li key={challenge}>{challenge}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4>{ui.landing.answer}</h4>
                <p>{useCase.solution}</p>
              </div>
              <div>
                <h4>{ui.landing.results}</h4>
                <CheckList items={useCase.results} />
              </div>
            </div>
            {useCase.metrics && (
              <CardTable
                className="metrics"
                caption={fill(ui.landing.metricsCaption, { title: useCase.title })}
                columns={[ui.landing.metric, ui.landing.before, ui.landing.after]}
                rows={useCase.metrics.map((metric) => ({ head: metric.label, cells: [metric.before, metric.after] }))}
              />
            )}
            {useCase.testimonial && (
              <figure className="testimonial">
                <blockquote>
                  <p>«&nbsp;{useCase.testimonial.quote}&nbsp;»</p>
                </blockquote>
                <figcaption>{useCase.testimonial.author}</figcaption>
              </figure>
            )}
          </article>
        );
      })}
    </div>
  );
}

function Steps({ section }: { section: Of<'steps'> }) {
  return (
    <ol className="steps">
      {section.steps.map((step, index) => (
        <li className="step" key={step.title}>
          <span className="step__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

function Specs({ section }: { section: Of<'specs'> }) {
  return (
    <div className="spec-groups">
      {section.groups.map((group) => (
        <div className="spec-group" key={group.category}>
          <h3>{group.category}</h3>
          <SpecList specs={group.specs} />
        </div>
      ))}
    </div>
  );
}

function Comparison({ section }: { section: Of<'comparison'> }) {
  const columns = [ui.landing.criterion, section.classicLabel, section.newLabel, ui.landing.gain];
  return (
    <CardTable
      className="comparison"
      caption={section.title}
      columns={columns}
      rows={section.rows.map((row) => ({ head: row.feature, cells: [row.classic, row.collaborative, row.improvement] }))}
      cellClass={(column) => (column === columns.length - 1 ? 'comparison__gain' : undefined)}
    />
  );
}

function Trial({ section }: { section: Of<'trial'> }) {
  return (
    <div className="trial">
      <p className="trial__days">
        <strong>{section.days}</strong>
        {` ${ui.landing.trialDays}`}
      </p>
      <div>
        <p>{section.text}</p>
        <CheckList items={section.points} />
        <ButtonLink button={{ label: section.button, href: '#contact' }} variant="primary" large />
      </div>
    </div>
  );
}

function Cta({ section }: { section: Of<'cta'> }) {
  return (
    <div className="cta-row">
      <p>{section.text}</p>
      <p className="cta-row__buttons">
        {section.buttons.map((button, index) => (
          <ButtonLink key={button.label} button={button} variant={index === 0 ? 'primary' : 'secondary'} large />
        ))}
      </p>
    </div>
  );
}

function SectionBody({ section, images }: { section: LandingSection; images: ImageSet }) {
  switch (section.kind) {
    case 'text':
      return <TextBody section={section} />;
    case 'blocks':
      return <Blocks section={section} />;
    case 'cards':
      return <Cards section={section} />;
    case 'figures':
      return <Figures section={section} />;
    case 'useCases':
      return <UseCases section={section} images={images} />;
    case 'steps':
      return <Steps section={section} />;
    case 'specs':
      return <Specs section={section} />;
    case 'comparison':
      return <Comparison section={section} />;
    case 'modes':
      return <TouchModesIsland modes={section.modes} />;
    case 'sizes':
      return <TouchSizesIsland sizes={section.sizes.map((size) => ({ ...size, picture: builtImage(images, size.image) }))} labels={ui.touchSizes} />;
    case 'trial':
      return <Trial section={section} />;
    case 'cta':
      return <Cta section={section} />;
  }
}

/** One section of a solution or landing page, laid out by its kind. */
export function LandingSectionView({ section, index, images }: { section: LandingSection; index: number; images: ImageSet }) {
  return (
    <Section
      id={section.id ?? `section-${index + 1}`}
      className={`landing-section landing-section--${section.kind}${section.tinted ? ' section--tinted' : ''}`}
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro}
    >
      <SectionBody section={section} images={images} />
    </Section>
  );
}
