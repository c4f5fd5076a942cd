import { Icon } from './Icon.tsx';

export interface ContactBandProps {
  /** The section's own id (#contact on the solution pages, where it is the contact target). */
  id?: string;
  headingId: string;
  title: string;
  text?: string;
  /** The label of the button that opens the assistant. */
  contact: string;
  /** The assistant's icon before the label. */
  withIcon?: boolean;
  /** A second, quieter way on. */
  more?: { label: string; href: string };
}

/** The band that closes a page with a question and the button that opens the assistant. */
export function ContactBand({ id, headingId, title, text, contact, withIcon = false, more }: ContactBandProps) {
  return (
    <section id={id} className="final-band" aria-labelledby={headingId}>
      <div className="container final-band__inner">
        <h2 id={headingId}>{title}</h2>
        {text && <p className="final-band__text">{text}</p>}
        <p className="final-band__actions">
          <a className="button button--primary button--large" href="#contact" data-contact="">
            {withIcon && <Icon name="bot" />}
            {withIcon && ' '}
            {contact}
          </a>
          {more && (
            <a className="button button--ghost button--large" href={more.href}>
              {more.label}
            </a>
          )}
        </p>
      </div>
    </section>
  );
}
