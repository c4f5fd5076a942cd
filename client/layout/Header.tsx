import { useEffect, useRef, useState } from 'react';
import type { NavLink } from '../../content/types.ts';
import { NavAnchor, NavList } from './NavAnchor.tsx';

export interface HeaderProps {
  brandName: string;
  links: NavLink[];
  contact: NavLink;
}

/** Past this many pixels of scroll the bar turns opaque with a shadow (SPEC.md section 9). */
export const SCROLL_THRESHOLD = 50;

export default function Header({ brandName, links, contact }: HeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  return (
    <header className={`site-header${scrolled || menuOpen ? ' is-scrolled' : ''}`}>
      <div className="site-header__bar container">
        <a href="/" className="site-header__logo">
          <img src="/images/logo-light.svg" alt={`${brandName}, accueil`} width="160" height="40" />
        </a>
        <nav className="site-nav" aria-label="Navigation principale">
          <NavList links={links} />
        </nav>
        <NavAnchor link={contact} className="button button--primary site-header__contact" />
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
          <span className="burger" aria-hidden="true" />
        </button>
      </div>
      <nav id="mobile-menu" className="mobile-menu" aria-label="Menu mobile" hidden={!menuOpen}>
        <NavList
          links={[...links, contact]}
          onNavigate={close}
          linkClassName={(link) => (link.contact ? 'button button--primary' : undefined)}
        />
      </nav>
    </header>
  );
}
