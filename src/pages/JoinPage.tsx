import { contactFor } from '../lib/contacts.js';
import { CostsTable } from '../components/CostsTable.js';
import { MailLine } from '../components/MailLine.js';
import { PageSection } from '../components/PageSection.js';
import { Paragraphs } from '../components/Paragraphs.js';
import { SquadGuide } from '../components/SquadGuide.js';
import { TextList } from '../components/TextList.js';
import { join as clubJoin } from '../content/join.js';
import type { Join } from '../content/schema/join.js';
import { site } from '../content/site.js';

/**
 * Who can join, which squad, trials, the waiting list, transfers, costs and help with them, and
 * whom to ask.
 */
export default function JoinPage({ join = clubJoin }: { join?: Join }) {
  const { whoCanJoin, trials, waitingList, transfer, costs, help, contact } = join;
  return (
    <div className="page join">
      <h1>{join.heading}</h1>
      <Paragraphs text={join.intro} />
      <PageSection id="who-can-join" heading={whoCanJoin.heading}>
        <Paragraphs text={whoCanJoin.paragraphs} />
      </PageSection>
      <SquadGuide join={join} />
      <PageSection id="trials" heading={trials.heading}>
        <p>{trials.when}</p>
        <p>{trials.advertised}</p>
        <p>{trials.bringPrompt}</p>
        <TextList items={trials.bring} />
        <p>{trials.happens}</p>
        <p>{trials.hearBack}</p>
      </PageSection>
      <PageSection id="waiting-list" heading={waitingList.heading}>
        <Paragraphs text={waitingList.paragraphs} />
      </PageSection>
      <PageSection id="transfer" heading={transfer.heading}>
        <Paragraphs text={transfer.paragraphs} />
        <p>{transfer.prompt}</p>
        <TextList items={transfer.details} />
      </PageSection>
      <PageSection id="costs" heading={costs.heading}>
        <p>{costs.intro}</p>
        <CostsTable join={join} />
        <TextList items={costs.notes} />
      </PageSection>
      <PageSection id="help" heading={help.heading}>
        <Paragraphs text={help.paragraphs} />
      </PageSection>
      <PageSection id="contact" heading={contact.heading}>
        <MailLine prompt={contact.prompt} email={contactFor(site, contact.writeTo).email} />
      </PageSection>
    </div>
  );
}
