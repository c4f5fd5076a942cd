import type { ReactNode } from 'react';

/** A page section with its eyebrow, heading and intro; revealed on scroll (see motion/reveal.ts). */
export function Section(props: { id?: string; className?: string; eyebrow?: string; title: string; intro?: string; children: ReactNode }) {
  const headingId = props.id ? `${props.id}-titre` : undefined;
  return (
    <section id={props.id} className={`section ${props.className ?? ''}`} aria-labelledby={headingId} data-reveal="">
      <div className="container">
        <header className="section__header">
          {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
          <h2 id={headingId}>{props.title}</h2>
          {props.intro && <p className="section__lead">{props.intro}</p>}
        </header>
        {props.children}
      </div>
    </section>
  );
}
