import { PageSection } from '../components/PageSection.js';
import { links as clubLinks } from '../content/links.js';
import type { Links } from '../content/schema/links.js';
import { useAssetUrl } from '../lib/asset-url.js';

/** `links`: the page's content, the club's own unless a test gives other content. */
export default function LinksPage({ links = clubLinks }: { links?: Links }) {
  const assetUrl = useAssetUrl();
  return (
    <div className="page">
      <h1>{links.heading}</h1>
      <p>{links.intro}</p>
      {links.groups.map((group) => (
        <PageSection key={group.id} id={group.id} heading={group.heading}>
          {group.intro && <p>{group.intro}</p>}
          <ul className="link-list">
            {group.links.map((link) => (
              <li key={link.url}>
                <a href={assetUrl(link.url)}>{link.name}</a>
                {link.description && (
                  <span className="link-list__description">{link.description}</span>
                )}
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </div>
  );
}
