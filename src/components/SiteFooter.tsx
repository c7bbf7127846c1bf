import { site } from '../content/site.js';
import { ui } from '../content/ui.js';
import { Icon } from './Icon.js';
import { SiteImage } from './SiteImage.js';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <h2 className="visually-hidden">{ui.footerPartners}</h2>
      <ul className="site-footer__partners">
        {site.footer.partners.map((partner) => (
          <li key={partner.name}>
            {partner.url ? (
              <a href={partner.url}>
                <SiteImage image={partner.logo} width={200} lazy />
              </a>
            ) : (
              <SiteImage image={partner.logo} width={200} lazy />
            )}
          </li>
        ))}
      </ul>
      <p className="site-footer__copyright">
        <Icon name="swimmer" />
        <span>
          © {site.footer.copyrightYear} {site.name}
        </span>
      </p>
    </footer>
  );
}
