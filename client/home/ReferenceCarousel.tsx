import { useEffect, useState } from 'react';
import type { CarouselLabels } from '../../content/interface.ts';
import { useReducedMotion } from '../hooks/motion.ts';
import { fill } from '../../content/template.ts';

export interface Reference {
  name: string;
  sector: string;
  impact: string;
  quote: { text: string; author: string; role: string };
}

export interface ReferenceCarouselProps {
  references: Reference[];
  /** Time each reference stays on screen while rotating, in ms. */
  interval: number;
  labels: CarouselLabels;
}

/**
 * Client references, one at a time (WAI-ARIA carousel pattern). It rotates on its own unless the
 * visitor prefers reduced motion, and pauses while hovered or focused, or when they press pause.
 */
export default function ReferenceCarousel({ references, interval, labels }: ReferenceCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !paused && !held && !reducedMotion;
  const count = references.length;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearInterval(timer);
  }, [rotating, count, interval]);

  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section
      className="carousel"
      aria-roledescription="carrousel"
      aria-label={labels.label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="carousel__controls">
        <button type="button" className="button button--ghost" onClick={() => setPaused(!paused)} disabled={reducedMotion}>
          {paused || reducedMotion ? labels.play : labels.pause}
          <span className="visually-hidden">{labels.autoplay}</span>
        </button>
        <button type="button" className="button button--ghost" onClick={() => go(index - 1)}>
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">{labels.previous}</span>
        </button>
        <button type="button" className="button button--ghost" onClick={() => go(index + 1)}>
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">{labels.next}</span>
        </button>
      </div>
      <div className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {references.map((reference, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a labelled group (WAI-ARIA carousel pattern), not a set of form fields
          <div
            key={reference.name}
            className={`carousel__slide${i === index ? ' is-current' : ''}`}
            role="group"
            aria-roledescription="diapositive"
            aria-label={fill(labels.slide, { position: i + 1, count, name: reference.name })}
            hidden={i !== index}
          >
            <figure>
              <blockquote>
                <p>« {reference.quote.text} »</p>
              </blockquote>
              <figcaption>
                <strong>{reference.quote.author}</strong>, {reference.quote.role} · {reference.name} ({reference.sector})
                <span className="carousel__impact">{reference.impact}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <ol className="carousel__dots">
        {references.map((reference, i) => (
          <li key={reference.name}>
            <button type="button" aria-current={i === index ? 'true' : undefined} onClick={() => go(i)}>
              <span className="visually-hidden">{fill(labels.show, { name: reference.name })}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
