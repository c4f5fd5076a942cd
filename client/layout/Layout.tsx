import type { ReactNode } from 'react';
import { brand } from '../../content/brand.ts';
import { contactLink, mainNav } from '../../content/navigation.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Every page: skip link, fixed top bar, the page's main content, shared footer. */
export function Layout({ children, hasContactSection = false }: { children: ReactNode; hasContactSection?: boolean }) {
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Header brandName={brand.name} links={mainNav} contact={contactLink} />
      <main id="contenu" tabIndex={-1}>
        {children}
      </main>
      <Footer isContactTarget={!hasContactSection} year={new Date().getFullYear()} />
    </>
  );
}
