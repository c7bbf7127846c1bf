import { LinkLine } from '../components/LinkLine.js';
import { MailLine } from '../components/MailLine.js';
import { PageSection } from '../components/PageSection.js';
import { Paragraphs } from '../components/Paragraphs.js';
import { TextList } from '../components/TextList.js';
import { UpdatedLine } from '../components/UpdatedLine.js';
import { accessibility } from '../content/accessibility.js';
import { site } from '../content/site.js';

export default function AccessibilityPage() {
  const { canDo, standard, testing, limitations, reporting, enforcement } = accessibility;
  return (
    <div className="page">
      <h1>{accessibility.heading}</h1>
      <Paragraphs text={accessibility.intro} />
      <p>{canDo.lead}</p>
      <TextList items={canDo.items} />
      <PageSection id="standard" heading={standard.heading}>
        <Paragraphs text={standard.paragraphs} />
      </PageSection>
      <PageSection id="testing" heading={testing.heading}>
        <p>{testing.intro}</p>
        <TextList items={testing.items} />
      </PageSection>
      <PageSection id="limitations" heading={limitations.heading}>
        <p>{limitations.intro}</p>
        <TextList items={limitations.items} />
      </PageSection>
      <PageSection id="reporting" heading={reporting.heading}>
        <Paragraphs text={reporting.paragraphs} />
        <MailLine prompt={reporting.contactPrompt} email={site.contacts.general.email} />
      </PageSection>
      <PageSection id="enforcement" heading={enforcement.heading}>
        <Paragraphs text={enforcement.paragraphs} />
        <LinkLine prompt={enforcement.linkPrompt} link={enforcement.adviceService} />
      </PageSection>
      <UpdatedLine line={accessibility.updatedLine} date={accessibility.updated} />
    </div>
  );
}
