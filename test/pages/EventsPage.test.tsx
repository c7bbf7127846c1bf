import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { EventsPage } from '../../src/pages/EventsPage.js';
import { formatDate } from '../../src/lib/format-date.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { news: posts } = await fixture('busy', 'news');
const { news: none } = await fixture('empty', 'news');

describe('EventsPage', () => {
  it('lists every post newest first, each with its date', () => {
    const page = within(render(<EventsPage news={posts} />));
    const titles = page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date)).map((p) => p.title);
    expect(titles).to.deep.equal(newestFirst);
    for (const post of posts) expect(page.getByText(formatDate(post.date))).to.exist;
  });

  it("shows a post's Markdown as a list, links and plain quotation marks", () => {
    const page = within(render(<EventsPage news={posts} />));
    const article = page.getByRole('heading', { name: 'Summer camp' }).closest('article') as HTMLElement;
    expect(within(article).getAllByRole('listitem')).to.have.length(3);
    expect(within(article).getByRole('link', { name: 'club constitution' }).getAttribute('href')).to.equal('https://www.example.org/');
    expect(page.getByText(/It's the club's "biggest" gala/)).to.exist;
  });

  it("shows a post's picture with its alt text and the size read from the file", () => {
    const page = within(render(<EventsPage news={posts} />));
    const withPicture = posts.find((p) => p.picture)!;
    const image = page.getByRole('img', { name: withPicture.picture!.alt });
    expect(Number(image.getAttribute('width')) / Number(image.getAttribute('height'))).to.be.closeTo(withPicture.picture!.width / withPicture.picture!.height, 0.02);
  });

  it('shows the heading and no posts when there are none', () => {
    const page = within(render(<EventsPage news={none} />));
    expect(page.getByRole('heading', { level: 1 })).to.exist;
    expect(page.queryAllByRole('article')).to.have.length(0);
  });
});
