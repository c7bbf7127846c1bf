import { whatsOn } from '../content/whats-on.js';
import { buildInfo } from '../lib/build-info.js';
import { clubCalendarFile } from '../lib/whats-on-paths.js';
import { PageSection } from './PageSection.js';

/**
 * How to subscribe to the club calendar: a webcal:// link (calendar apps open it) and the https
 * address.
 */
export function CalendarSubscribe() {
  const words = whatsOn.calendar;
  const https = new URL(clubCalendarFile, buildInfo.siteUrl).href;
  return (
    <PageSection id="calendar" heading={words.heading} className="calendar-subscribe">
      <p>{words.intro}</p>
      <p>
        <a className="calendar-subscribe__button" href={https.replace(/^https?:/, 'webcal:')}>
          {words.subscribe}
        </a>
      </p>
      <p>
        {words.link}: <a href={https}>{https}</a>
      </p>
      <ul>
        <li>{words.iphone}</li>
        <li>{words.google}</li>
      </ul>
    </PageSection>
  );
}
