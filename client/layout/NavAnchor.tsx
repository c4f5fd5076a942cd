import type { NavLink } from '../../content/types.ts';

/** A navigation link; contact links carry data-contact so a click opens the assistant. */
export function NavAnchor({ link, className }: { link: NavLink; className?: string }) {
  return (
    <a href={link.href} className={className} data-contact={link.contact ? '' : undefined}>
      {link.label}
    </a>
  );
}

/** A list of navigation links. */
export function NavList(props: { links: NavLink[]; className?: string; label?: string; linkClassName?: (link: NavLink) => string | undefined }) {
  return (
    <ul className={props.className} aria-label={props.label}>
      {props.links.map((link) => (
        <li key={link.label}>
          <NavAnchor link={link} className={props.linkClassName?.(link)} />
        </li>
      ))}
    </ul>
  );
}
