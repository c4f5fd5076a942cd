import type { NavLink } from '../../content/types.ts';

/** A navigation link; contact links carry data-contact so a click opens the assistant. */
export function NavAnchor({ link, className, onClick }: { link: NavLink; className?: string; onClick?: () => void }) {
  return (
    <a href={link.href} className={className} data-contact={link.contact ? '' : undefined} onClick={onClick}>
      {link.label}
    </a>
  );
}

/** A list of navigation links. */
export function NavList(props: {
  links: NavLink[];
  className?: string;
  label?: string;
  linkClassName?: (link: NavLink) => string | undefined;
  onNavigate?: () => void;
}) {
  return (
    <ul className={props.className} aria-label={props.label}>
      {props.links.map((link) => (
        <li key={link.label}>
          <NavAnchor link={link} className={props.linkClassName?.(link)} onClick={props.onNavigate} />
        </li>
      ))}
    </ul>
  );
}
