import { LinkLine } from '../components/LinkLine.js';
import { MailLine } from '../components/MailLine.js';
import { PageSection } from '../components/PageSection.js';
import { Paragraphs } from '../components/Paragraphs.js';
import { TextList } from '../components/TextList.js';
import { UpdatedLine } from '../components/UpdatedLine.js';
import { privacy } from '../content/privacy.js';
import { site } from '../content/site.js';

export default function PrivacyPage() {
  const { contactForm, visiting, yourData, complaints } = privacy;
  return (
    <div className="page">
      <h1>{privacy.heading}</h1>
      <Paragraphs text={privacy.intro} />
      {contactForm && (
        <PageSection id="contact-form" heading={contactForm.heading}>
          <p>{contactForm.intro}</p>
          <TextList items={contactForm.fields} />
          <Paragraphs text={contactForm.paragraphs} />
          <p>{contactForm.draft}</p>
          <p>
            <a href={contactForm.emailServicePolicy.url}>{contactForm.emailServicePolicy.name}</a>
          </p>
        </PageSection>
      )}
      <PageSection id="cookies" heading={visiting.heading}>
        <Paragraphs text={visiting.paragraphs} />
      </PageSection>
      <PageSection id="your-data" heading={yourData.heading}>
        <Paragraphs text={yourData.paragraphs} />
        <MailLine prompt={yourData.contactPrompt} email={site.contacts.general.email} />
      </PageSection>
      <PageSection id="complaints" heading={complaints.heading}>
        <Paragraphs text={complaints.paragraphs} />
        <LinkLine prompt={complaints.linkPrompt} link={complaints.regulator} />
      </PageSection>
      <UpdatedLine line={privacy.updatedLine} date={privacy.updated} />
    </div>
  );
}
