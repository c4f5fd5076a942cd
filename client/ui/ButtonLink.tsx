import type { LinkButton } from '../../content/types.ts';

/**
 * A link styled as a button. "#contact" opens the assistant (see client/contact-buttons.ts), unless
 * `jump` asks to scroll to the page's contact section instead (the hero buttons of solution pages).
 */
export function ButtonLink(props: { button: LinkButton; variant: 'primary' | 'secondary' | 'ghost'; large?: boolean; jump?: boolean }) {
  const { button, variant, large, jump } = props;
  return (
    <a
      className={`button button--${variant}${large ? ' button--large' : ''}`}
      href={button.href}
      data-contact={button.href === '#contact' && !jump ? '' : undefined}
    >
      {button.label}
    </a>
  );
}
