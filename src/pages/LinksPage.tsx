import { PageSection } from '../components/PageSection.js';
import { links } from '../content/links.js';
import { useAssetUrl } from '../lib/asset-url.js';

export function LinksPage() {
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
                {link.description && <span className="link-list__description">{link.description}</span>}
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </div>
  );
}
