import { useContext, type ReactNode } from 'react';
import { brand } from '../../content/brand.ts';
import { contactLink, mainNav } from '../../content/navigation.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { TodayContext } from './today.ts';
import { ui } from '../../content/interface.ts';

/** Every page: skip link, fixed top bar, the page's main content, shared footer. */
export function Layout({ children, hasContactSection = false }: { children: ReactNode; hasContactSection?: boolean }) {
  // The year of the page's day in Paris, not of the server's clock: cached pages turn over with the day.
  const today = useContext(TodayContext);
  return (
    <>
      <a className="skip-link" href="#contenu">
        {ui.layout.skipLink}
      </a>
      <Header brandName={brand.name} links={mainNav} contact={contactLink} />
      <main id="contenu" tabIndex={-1}>
        {children}
      </main>
      <Footer isContactTarget={!hasContactSection} year={today ? Number(today.slice(0, 4)) : new Date().getFullYear()} />
    </>
  );
}
