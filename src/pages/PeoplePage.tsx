import { MailLink } from '../components/MailLink.js';
import { PageSection } from '../components/PageSection.js';
import { Paragraphs } from '../components/Paragraphs.js';
import { TextList } from '../components/TextList.js';
import { people } from '../content/people.js';
import { site } from '../content/site.js';

export function PeoplePage() {
  const { coaching, headCoachWelcome, volunteering, committee, executive, wellbeing, getInvolved } = people;
  return (
    <div className="page">
      <h1>{people.heading}</h1>
      <PageSection id="coaching" heading={coaching.heading}>
        <p>{coaching.intro}</p>
        <dl className="roles">
          {coaching.roles.map((role) => (
            <div key={role.title} className="roles__item">
              <dt>{role.title}</dt>
              <dd>{role.description}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection id="welcome" heading={headCoachWelcome.heading} className="quote">
        <blockquote>
          <Paragraphs text={headCoachWelcome.paragraphs} />
        </blockquote>
        <p className="quote__signature">{headCoachWelcome.signature}</p>
      </PageSection>
      <PageSection id="volunteer" heading={volunteering.heading}>
        <p>{volunteering.intro}</p>
        <TextList items={volunteering.opportunities} />
      </PageSection>
      <PageSection id="committee" heading={committee.heading}>
        <p>{committee.intro}</p>
        <TextList items={committee.roles} className="columns" />
      </PageSection>
      <PageSection id="executive" heading={executive.heading}>
        <p>{executive.intro}</p>
        <dl className="roles">
          {executive.members.map((member) => (
            <div key={member.role} className="roles__item">
              <dt>{member.role}</dt>
              <dd>{member.name}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection id="wellbeing" heading={wellbeing.heading}>
        <Paragraphs text={wellbeing.paragraphs} />
        <p className="mail-line">
          {wellbeing.contactPrompt} <MailLink email={site.contacts.wellbeing.email} />
        </p>
        <p>{wellbeing.linksPrompt}</p>
        <ul className="link-list">
          {site.wellbeingLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.name}</a>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="get-involved" heading={getInvolved.heading}>
        <Paragraphs text={getInvolved.paragraphs} />
        <p className="mail-line">
          {getInvolved.contactPrompt} <MailLink email={site.contacts.volunteering.email} />
        </p>
      </PageSection>
    </div>
  );
}
