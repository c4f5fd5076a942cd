import { useState } from 'react';
import type { SolutionCard } from '../../content/types.ts';
import { accentOf } from '../ui/accent.ts';
import { Icon } from '../ui/Icon.tsx';

export interface SolutionCardsProps {
  cards: SolutionCard[];
}

type View = 'before' | 'after';

function BeforeAfter({ card }: { card: SolutionCard }) {
  const [view, setView] = useState<View>('after');
  const image = view === 'before' ? card.beforeImage : card.afterImage;
  const label = view === 'before' ? card.beforeLabel : card.afterLabel;
  return (
    <figure className="before-after">
      <img src={image} alt={label} width="640" height="400" loading="lazy" decoding="async" />
      <figcaption>
        <span className="before-after__label">{label}</span>
        <span className="before-after__switch" role="group" aria-label={`Comparer avant et après : ${card.title}`}>
          {(['before', 'after'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}>
              {option === 'before' ? 'Avant' : 'Après'}
            </button>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}

/** The four solution cards; the one under the pointer or the focus is highlighted. */
export default function SolutionCards({ cards }: SolutionCardsProps) {
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
          <BeforeAfter card={card} />
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
              <strong>Le problème : </strong>
              {card.pain}
            </p>
            <p className="solution-card__solution">
              <strong>Notre solution : </strong>
              {card.solution}
            </p>
            <ul className="check-list">
              {card.benefitList.map((benefit) => (
                <li key={benefit}>
                  <Icon name="check" size={18} />
                  {benefit}
                </li>
              ))}
            </ul>
            <p className="solution-card__impact">{card.impact}</p>
            <a className="text-link" href={card.link}>
              En savoir plus<span className="visually-hidden"> sur {card.title}</span>
              <Icon name="arrow-right" size={18} />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
