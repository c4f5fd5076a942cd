import { useState } from 'react';
import type { SolutionCard } from '../../content/types.ts';
import type { SolutionCardsLabels } from '../../content/interface.ts';
import { accentOf } from '../ui/accent.ts';
import { CheckList } from '../ui/CheckList.tsx';
import { fill } from '../../content/template.ts';
import { Icon } from '../ui/Icon.tsx';

export interface SolutionCardsProps {
  cards: SolutionCard[];
  labels: SolutionCardsLabels;
}

type View = 'before' | 'after';

function BeforeAfter({ card, labels }: { card: SolutionCard; labels: SolutionCardsLabels }) {
  const [view, setView] = useState<View>('after');
  const image = view === 'before' ? card.beforeImage : card.afterImage;
  const label = view === 'before' ? card.beforeLabel : card.afterLabel;
  return (
    <figure className="before-after">
      <img src={image} alt={label} width="640" height="400" loading="lazy" decoding="async" />
      <figcaption>
        <span className="before-after__label">{label}</span>
        {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons inside a figcaption, where a fieldset may not go */}
        <span className="before-after__switch" role="group" aria-label={fill(labels.compare, { title: card.title })}>
          {(['before', 'after'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}>
              {option === 'before' ? labels.before : labels.after}
            </button>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}

/** The four solution cards; the one under the pointer or the focus is highlighted. */
export default function SolutionCards({ cards, labels }: SolutionCardsProps) {
  const [active, setActive] = useState<number | null>(null);
  return (
    <ul className={`card-grid solution-cards${active === null ? '' : ' has-active'}`} onMouseLeave={() => setActive(null)}>
      {cards.map((card, index) => (
        <li
          key={card.link}
          className={`solution-card${active === index ? ' is-active' : ''}`}
          data-accent={accentOf(card.colour)}
          onMouseEnter={() => setActive(index)}
          onFocus={() => setActive(index)}
        >
          <BeforeAfter card={card} labels={labels} />
          <div className="solution-card__body">
            <p className="solution-card__stats">{card.stats}</p>
            <h3 className="solution-card__title">
              <span className="solution-card__icon">
                <Icon name={card.icon} />
              </span>
              {card.title}
            </h3>
            <p className="solution-card__hook">{card.hook}</p>
            <p className="solution-card__pain">
              <strong>{labels.problem}</strong>
              {card.pain}
            </p>
            <p className="solution-card__solution">
              <strong>{labels.solution}</strong>
              {card.solution}
            </p>
            <CheckList items={card.benefitList} />
            <p className="solution-card__impact">{card.impact}</p>
            <a className="text-link" href={card.link}>
              {labels.more}
              <span className="visually-hidden">{fill(labels.moreAbout, { title: card.title })}</span>
              <Icon name="arrow-right" size={18} />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
