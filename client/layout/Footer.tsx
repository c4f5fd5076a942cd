import { brand } from '../../content/brand.ts';
import { ui } from '../../content/interface.ts';
import { fill } from '../../content/template.ts';
import { footerCompany, footerLegal, footerSolutions } from '../../content/navigation.ts';
import type { NavLink } from '../../content/types.ts';
import { Icon } from '../ui/Icon.tsx';
import { NavList } from './NavAnchor.tsx';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__title">{title}</h2>
      <NavList links={links} className="site-footer__links" />
    </nav>
  );
}

/**
 * Shared footer, four columns (brand and contact, Solutions, Entreprise, Légal), then our figures.
 * It carries id="contact" unless the page has its own contact section.
 */
export function Footer({ isContactTarget = true, year }: { isContactTarget?: boolean; year: number }) {
  const { address } = brand;
  return (
    <footer className="site-footer" id={isContactTarget ? 'contact' : undefined}>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <img src="/images/logo-light.svg" alt={brand.name} width="160" height="40" loading="lazy" />
          <p>{brand.tagline}</p>
          <address>
            <p>
              <Icon name="mail" /> <a href={`mailto:${brand.emails.contact}`}>{brand.emails.contact}</a>
            </p>
            <p>
              <Icon name="phone" /> <a href={`tel:${brand.phoneE164}`}>{brand.phone}</a>
            </p>
            <p>
              <Icon name="map" />{' '}
              <span>
                {address.street}, {address.postalCode} {address.city}
              </span>
            </p>
          </address>
          <ul className="site-footer__social" aria-label={ui.footer.social}>
            {brand.social.map((network) => (
              <li key={network.label}>
                <a href={network.url} rel="noopener" target="_blank">
                  {network.label}
                  <span className="visually-hidden">{ui.footer.newWindow}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={ui.footer.solutions} links={footerSolutions} />
        <LinkColumn title={ui.footer.company} links={footerCompany} />
        <LinkColumn title={ui.footer.legal} links={footerLegal} />
      </div>
      <div className="container site-footer__stats">
        {brand.stats.map((stat) => (
          <p key={stat.label}>
            <strong>{stat.value}</strong> {stat.label}
          </p>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>{fill(ui.footer.copyright, { year, brand: brand.name })}</p>
      </div>
    </footer>
  );
}
