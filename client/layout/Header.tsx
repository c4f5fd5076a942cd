import type { NavLink } from '../../content/types.ts';
import { ui } from '../../content/interface.ts';
import { fill } from '../../content/template.ts';
import { NavAnchor, NavList } from './NavAnchor.tsx';

export interface HeaderProps {
  brandName: string;
  links: NavLink[];
  contact: NavLink;
}

/**
 * The fixed top bar, rendered on the server only: its two behaviours (opaque past 50 px, the mobile
 * menu) are a few lines of plain script (header-behaviour.ts), so no page needs React for it.
 */
export function Header({ brandName, links, contact }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <a href="/" className="site-header__logo">
          <img src="/images/logo-light.svg" alt={fill(ui.layout.logoAlt, { brand: brandName })} width="160" height="40" />
        </a>
        <nav className="site-nav" aria-label={ui.layout.mainNav}>
          <NavList links={links} />
        </nav>
        <NavAnchor link={contact} className="button button--primary site-header__contact" />
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded="false"
          aria-controls="mobile-menu"
          data-label-closed={ui.layout.menuClosed}
          data-label-open={ui.layout.menuOpen}
        >
          <span className="visually-hidden">{ui.layout.menuClosed}</span>
          <span className="burger" aria-hidden="true" />
        </button>
      </div>
      <nav id="mobile-menu" className="mobile-menu" aria-label={ui.layout.mobileNav} hidden>
        <NavList links={[...links, contact]} linkClassName={(link) => (link.contact ? 'button button--primary' : undefined)} />
      </nav>
    </header>
  );
}
