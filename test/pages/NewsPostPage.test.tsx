import { expect, waitUntil } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { news } from '../../src/content/news.js';
import { notFound } from '../../src/content/not-found.js';
import { site } from '../../src/content/site.js';
import { formatDate } from '../../src/lib/format-date.js';
import { loadPost } from '../../src/lib/news-posts.js';
import { renderApp } from '../helpers/render.js';

// The test club's posts, whatever they say: each post page is checked against its own module.
const summary = news[0]!;
const post = (await loadPost(summary.slug))!;
const firstParagraph = new DOMParser()
  .parseFromString(post.body, 'text/html')
  .querySelector('p')!.textContent!;

describe('NewsPostPage', () => {
  it('shows the post at its own address: title, date and words', async () => {
    const { container } = renderApp(`/news/${post.slug}`);
    const page = within(container);
    await waitFor(() =>
      expect(page.getByRole('heading', { level: 1 }).textContent).to.equal(post.title),
    );
    expect(page.getByText(formatDate(post.date))).to.exist;
    expect(page.getByText(firstParagraph)).to.exist;
    // The way back to the list, in the page itself (the menu's own link shows at some widths).
    const main = within(page.getByRole('main'));
    expect(
      main.getByRole('link', {
        name: (name) => name.length > 0 && name !== post.title && /events|news/i.test(name),
      }),
    ).to.exist;
  });

  it('shows the not-found page for an address with no post', async () => {
    const { container } = renderApp('/news/2001-01-01-no-such-post');
    await waitFor(() =>
      expect(within(container).getByRole('heading', { level: 1 }).textContent).to.equal(
        notFound.title,
      ),
    );
  });

  it('is reached from the Events / News page, with its title and focus on it', async () => {
    const { container, location } = renderApp('/events');
    const page = within(container);
    await userEvent.setup().click((await page.findAllByRole('link', { name: summary.title }))[0]!);
    await waitFor(() =>
      expect(page.getByRole('heading', { level: 1 }).textContent).to.equal(summary.title),
    );
    expect(location.history).to.deep.equal(['/events', `/news/${summary.slug}`]);
    await waitUntil(
      () => document.title === `${summary.title} | ${site.shortName}`,
      'the tab shows the post title',
      { timeout: 120000 },
    );
    await waitUntil(
      () => document.activeElement?.textContent === summary.title,
      'focus moves to the heading',
      { timeout: 120000 },
    );
  });
});
