import { MailLine } from '../components/MailLine.js';
import { PageSection } from '../components/PageSection.js';
import { Paragraphs } from '../components/Paragraphs.js';
import { policies as clubPolicies } from '../content/policies.js';
import type { Policies } from '../content/schema/policies.js';
import { site } from '../content/site.js';
import { useAssetUrl } from '../lib/asset-url.js';
import { formatDate } from '../lib/format-date.js';

/** "documents/constitution.pdf" → "PDF". */
const fileType = (file: string) => file.split('.').pop()!.toUpperCase();

/**
 * The club's policies and codes by kind: each a PDF, with what it covers and its version's date.
 */
export default function PoliciesPage({ policies = clubPolicies }: { policies?: Policies }) {
  const assetUrl = useAssetUrl();
  return (
    <div className="page policies">
      <h1>{policies.heading}</h1>
      <Paragraphs text={policies.intro} />
      {policies.kinds.length === 0 && policies.noDocuments && <p>{policies.noDocuments}</p>}
      {policies.kinds.map((kind, k) => (
        <PageSection key={kind.kind} id={`kind-${k + 1}`} heading={kind.kind}>
          <ul className="policy-list">
            {kind.documents.map((doc) => (
              <li key={doc.file}>
                <a href={assetUrl(doc.file)}>
                  {doc.title} <span className="policy-list__type">({fileType(doc.file)})</span>
                </a>
                <p>{doc.summary}</p>
                <p className="policy-list__version">
                  {policies.versionLabel}{' '}
                  <time dateTime={doc.version}>{formatDate(doc.version)}</time>
                </p>
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
      <MailLine prompt={policies.contactPrompt} email={site.contacts.general.email} />
    </div>
  );
}
