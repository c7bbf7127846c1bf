import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { people } from '../../src/content/people.js';
import { site } from '../../src/content/site.js';
import { renderApp } from '../helpers/render.js';

const wellbeingSection = () => {
  const main = within(renderApp('/people').container).getByRole('main');
  return within(within(main).getByRole('region', { name: people.wellbeing.heading }));
};

describe('PeoplePage', () => {
  it('has a wellbeing and protection section with a heading', () => {
    expect(wellbeingSection().getByRole('heading', { level: 2 }).textContent).to.equal('Wellbeing and protection');
  });

  it("gives the Wellbeing and Protection Officer's e-mail address as a mail link", () => {
    const { email } = site.contacts.wellbeing;
    const section = wellbeingSection();
    expect(section.getByText(people.wellbeing.contactPrompt, { exact: false })).to.exist;
    expect(section.getByRole('link', { name: email }).getAttribute('href')).to.equal(`mailto:${email}`);
  });

  it("links to Childline and to Scottish Swimming's wellbeing and protection page", () => {
    const section = wellbeingSection();
    expect(section.getByRole('link', { name: /Childline/ }).getAttribute('href')).to.equal('https://www.childline.org.uk/');
    expect(section.getByRole('link', { name: /Scottish Swimming/ }).getAttribute('href')).to.equal(
      'https://www.scottishswimming.com/clubs-and-volunteers/wellbeing-and-protection',
    );
  });
});
