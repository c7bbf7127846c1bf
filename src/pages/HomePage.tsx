import { HomeWhatsOn, type WhatsOnProps } from '../components/HomeWhatsOn.js';
import { HomeGala } from '../components/HomeGala.js';
import { HomeShortcuts } from '../components/HomeShortcuts.js';
import { Paragraphs } from '../components/Paragraphs.js';
import { PhotoSlider } from '../components/PhotoSlider.js';
import { BelowTheFold } from '../components/BelowTheFold.js';
import { ClubTitle } from '../components/ClubTitle.js';
import { SiteImage } from '../components/SiteImage.js';
import { home as clubHome } from '../content/home.js';
import type { Home } from '../content/schema/home.js';
import type { GalaSummary } from '../lib/results-types.js';
import type { Site } from '../content/schema/site.js';
import { site as clubSite } from '../content/site.js';
import { latestGala } from '../content/latest-gala.js';
import { clubDate } from '../lib/club-time.js';
import { useNow } from '../lib/use-mounted.js';

// How long after a gala its results lead the home page, just under the welcome.
const freshDays = 14;
const daysFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

type Props = WhatsOnProps & { home?: Home; site?: Site; gala?: GalaSummary | null };

/** The club's own content unless a test gives other content (and a clock). */
export default function HomePage({
  home = clubHome,
  site = clubSite,
  gala = latestGala,
  ...whatsOn
}: Props) {
  const today = clubDate(useNow(whatsOn.clock));
  // In the fortnight after a gala parents look for its results first: they come just under the
  // welcome's heading, within a phone's first two screens.
  const fresh =
    gala !== null &&
    daysFrom(gala.lastDay, today) >= 0 &&
    daysFrom(gala.lastDay, today) <= freshDays;
  // Without photos or a wide logo, the banner would only say the welcome's words again.
  const banner = Boolean(site.logoWide || home.slides?.length);
  return (
    <div className="page home">
      {banner && (
        <div className="home__banner">
          <ClubTitle width={400} className="home__title" />
          <PhotoSlider slides={home.slides} />
        </div>
      )}
      <section className="home__welcome" aria-labelledby="welcome-heading">
        <div className="home__welcome-row">
          <SiteImage image={site.logo} width={100} />
          <h1 id="welcome-heading">
            {home.welcomeHeading} {site.name}
          </h1>
          {site.qualityMark && <SiteImage image={site.qualityMark} width={100} />}
        </div>
        {fresh && <HomeGala gala={gala} />}
        <Paragraphs text={home.intro} />
        <HomeShortcuts shortcuts={home.shortcuts} />
      </section>
      <BelowTheFold>
        <HomeWhatsOn {...whatsOn} />
        {!fresh && <HomeGala gala={gala} />}
      </BelowTheFold>
    </div>
  );
}
