import type { NavLink } from '../../content/types.ts';

/** A navigation link; contact links carry data-contact so a click opens the assistant. */
export function NavAnchor({ link, className, onClick }: { link: NavLink; className?: string; onClick?: () => void }) {
  return (
    <a href={link.href} className={className} data-contact={link.contact ? '' : undefined} onClick={onClick}>
      {link.label}
    </a>
  );
}
