import { expect } from '@open-wc/testing';
import { about } from '../../src/content/about.js';
import { site } from '../../src/content/site.js';

describe('about content', () => {
  it('names the four clubs of the regional initiative, ours among them', () => {
    expect(new Set(about.partnerships.memberClubs).size).to.equal(4);
    expect(about.partnerships.memberClubs).to.include(site.name);
  });

  it('says trials are held at least once a year and how transfers get in touch', () => {
    const text = about.swimWithUs.paragraphs.join(' ');
    expect(text).to.match(/at least once a year/);
    expect(about.swimWithUs.transferDetails).to.have.length(3);
  });
});
