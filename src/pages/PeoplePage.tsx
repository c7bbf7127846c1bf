import { contactFor } from '../lib/contacts.js';
import { BelowTheFold } from '../components/BelowTheFold.js';
import { MailLine } from '../components/MailLine.js';
import { RoleList } from '../components/RoleList.js';
import { PageSection } from '../components/PageSection.js';
import { Paragraphs } from '../components/Paragraphs.js';
import { TextList } from '../components/TextList.js';
import { WebLinks } from '../components/WebLinks.js';
import { people as clubPeople } from '../content/people.js';
import type { People } from '../content/schema/people.js';
import type { Site } from '../content/schema/site.js';
import { site as clubSite } from '../content/site.js';

/** `people`, `site`: the page's content, the club's own unless a test gives other content. */
export default function PeoplePage({
  people = clubPeople,
  site = clubSite,
}: {
  people?: People;
  site?: Site;
}) {
  const { coaching, headCoachWelcome, volunteering, committee, executive, wellbeing, getInvolved } =
    people;
  return (
    <div className="page">
      <h1>{people.heading}</h1>
      <PageSection id="coaching" heading={coaching.heading}>
        <p>{coaching.intro}</p>
        <RoleList
          items={coaching.roles.map((role) => ({ term: role.title, detail: role.description }))}
        />
      </PageSection>
      <BelowTheFold>
        {headCoachWelcome && (
          <PageSection id="welcome" heading={headCoachWelcome.heading} className="quote">
            <blockquote>
              <Paragraphs text={headCoachWelcome.paragraphs} />
            </blockquote>
            <p className="quote__signature">{headCoachWelcome.signature}</p>
          </PageSection>
        )}
        <PageSection id="volunteer" heading={volunteering.heading}>
          <p>{volunteering.intro}</p>
          <TextList items={volunteering.opportunities} />
        </PageSection>
        <PageSection id="committee" heading={committee.heading}>
          <p>{committee.intro}</p>
          <TextList items={committee.roles} className="columns" />
        </PageSection>
        {executive.members.length > 0 && (
          <PageSection id="executive" heading={executive.heading}>
            <p>{executive.intro}</p>
            <RoleList
              items={executive.members.map((member) => ({
                term: member.role,
                detail: member.name,
              }))}
            />
          </PageSection>
        )}
        <PageSection id="wellbeing" heading={wellbeing.heading}>
          <Paragraphs text={wellbeing.paragraphs} />
          <MailLine prompt={wellbeing.contactPrompt} email={site.contacts.wellbeing.email} />
          <p>{wellbeing.linksPrompt}</p>
          <WebLinks links={site.wellbeingLinks} className="link-list" />
        </PageSection>
        <PageSection id="get-involved" heading={getInvolved.heading}>
          <Paragraphs text={getInvolved.paragraphs} />
          <MailLine
            prompt={getInvolved.contactPrompt}
            email={contactFor(site, getInvolved.writeTo).email}
          />
        </PageSection>
      </BelowTheFold>
    </div>
  );
}
