import { Link, useLocation } from 'wouter';
import type { Site } from '../content/schema/site.js';
import { site as clubSite } from '../content/site.js';
import { ui } from '../content/ui.js';
import { Icon } from './Icon.js';
import { MailLink } from './MailLink.js';
import { SiteImage } from './SiteImage.js';
import { WebLinks } from './WebLinks.js';

/** On every page: who to tell about a worry, the club's pages elsewhere and its partners (if
 * any), the privacy and accessibility pages. The club's own site unless a test gives another. */
export function SiteFooter({ site = clubSite }: { site?: Site }) {
  const [location] = useLocation();
  const { wellbeing, partners } = site.footer;
  return (
    <footer className="site-footer">
      {/* Not a <section>: the People page has a region of the same name. */}
      <div className="site-footer__wellbeing">
        <h2>{wellbeing.heading}</h2>
        <p>
          {wellbeing.contactPrompt} <MailLink email={site.contacts.wellbeing.email} />
        </p>
        <p>{wellbeing.linksPrompt}</p>
        <WebLinks links={site.wellbeingLinks} className="site-footer__links" />
      </div>
      {site.socialMedia.length > 0 && (
        <>
          <h2 className="visually-hidden">{ui.footerSocial}</h2>
          <WebLinks links={site.socialMedia} className="site-footer__links" />
        </>
      )}
      {partners.length > 0 && (
        <>
          <h2 className="visually-hidden">{ui.footerPartners}</h2>
          <ul className="site-footer__partners">
            {partners.map((partner) => (
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
        </>
      )}
      <ul className="site-footer__links">
        {site.footer.pages.map((page) => (
          <li key={page.path}>
            <Link href={page.path} aria-current={page.path === location ? 'page' : undefined}>
              {page.title}
            </Link>
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
