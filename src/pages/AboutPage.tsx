import { contactFor } from '../lib/contacts.js';
import { BelowTheFold } from '../components/BelowTheFold.js';
import { MailLine } from '../components/MailLine.js';
import { PageSection } from '../components/PageSection.js';
import { Paragraphs } from '../components/Paragraphs.js';
import { SiteImage } from '../components/SiteImage.js';
import { SiteLink } from '../components/SiteLink.js';
import { SquadBadges } from '../components/SquadBadges.js';
import { TextList } from '../components/TextList.js';
import { about as clubAbout } from '../content/about.js';
import type { About } from '../content/schema/about.js';
import type { Squads } from '../content/schema/squads.js';
import { site } from '../content/site.js';
import { squads as clubSquads } from '../content/squads.js';

/** The page's content is the club's own unless a test gives other content. */
export default function AboutPage({
  about = clubAbout,
  squads = clubSquads,
}: {
  about?: About;
  squads?: Squads;
}) {
  const { vision, squadStructure, facilities, partnerships, swimWithUs } = about;
  return (
    <div className="page">
      <h1>{about.heading}</h1>
      <PageSection id="vision" heading={vision.heading}>
        <Paragraphs text={vision.paragraphs} />
      </PageSection>
      <PageSection id="squads" heading={squadStructure.heading}>
        <Paragraphs text={squadStructure.paragraphs} />
        <BelowTheFold>
          <SquadBadges squads={squads} trainingLink={squadStructure.trainingLink} />
          {squadStructure.pathway && (
            <SiteImage image={squadStructure.pathway} className="wide-image" lazy />
          )}
        </BelowTheFold>
      </PageSection>
      <BelowTheFold>
        <PageSection
          id="facilities"
          heading={facilities.heading}
          className={facilities.photo && 'split'}
        >
          <div>
            <Paragraphs text={facilities.paragraphs} />
            {facilities.extras && <TextList items={facilities.extras} />}
          </div>
          {facilities.photo && <SiteImage image={facilities.photo} className="wide-image" lazy />}
        </PageSection>
        {partnerships && (
          <PageSection id="partnerships" heading={partnerships.heading}>
            <Paragraphs text={partnerships.paragraphs} />
            {partnerships.memberClubs && (
              <TextList items={partnerships.memberClubs} className="club-list" />
            )}
          </PageSection>
        )}
        <PageSection id="swim-with-us" heading={swimWithUs.heading}>
          <Paragraphs text={swimWithUs.paragraphs} />
          <p>{swimWithUs.transferPrompt}</p>
          <TextList items={swimWithUs.transferDetails} />
          <MailLine
            prompt={swimWithUs.contactPrompt}
            email={contactFor(site, swimWithUs.writeTo).email}
          />
          <p>
            <SiteLink to="/join">{swimWithUs.joinLink}</SiteLink>
          </p>
        </PageSection>
      </BelowTheFold>
    </div>
  );
}
