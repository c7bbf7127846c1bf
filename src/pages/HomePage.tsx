import { HomeWhatsOn, type WhatsOnProps } from '../components/HomeWhatsOn.js';
import { HomeShortcuts } from '../components/HomeShortcuts.js';
import { Paragraphs } from '../components/Paragraphs.js';
import { PhotoSlider } from '../components/PhotoSlider.js';
import { BelowTheFold } from '../components/BelowTheFold.js';
import { ClubTitle } from '../components/ClubTitle.js';
import { SiteImage } from '../components/SiteImage.js';
import { home } from '../content/home.js';
import { site } from '../content/site.js';

/** `events`, `news` and `clock` are for tests (fixture content, a controlled clock). */
export default function HomePage(props: WhatsOnProps) {
  return (
    <div className="page home">
      <div className="home__banner">
        <ClubTitle width={400} className="home__title" />
        <PhotoSlider slides={home.slides} />
      </div>
      <section className="home__welcome" aria-labelledby="welcome-heading">
        <div className="home__welcome-row">
          <SiteImage image={site.logo} width={100} />
          <h1 id="welcome-heading">
            {home.welcomeHeading} {site.name}
          </h1>
          <SiteImage image={site.qualityMark} width={100} />
        </div>
        <Paragraphs text={home.intro} />
        <HomeShortcuts shortcuts={home.shortcuts} />
      </section>
      <BelowTheFold>
        <HomeWhatsOn {...props} />
      </BelowTheFold>
    </div>
  );
}
