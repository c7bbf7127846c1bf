import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { notFound } from '../../src/content/not-found.js';
import { pageTitle } from '../../src/lib/page-title.js';
import { useEntryTitle } from '../../src/lib/use-entry-title.js';
import { render } from '../helpers/render.js';

const Entry = ({ title }: { title?: string }) => {
  useEntryTitle(title);
  return <p>{title}</p>;
};

describe('useEntryTitle', () => {
  it("puts the entry's title in the browser tab, or the not-found one with no entry", async () => {
    render(<Entry title="Spring gala" />);
    await waitFor(() => expect(document.title).to.equal(pageTitle('Spring gala')));
    render(<Entry />);
    await waitFor(() => expect(document.title).to.equal(pageTitle(notFound.title)));
  });
});
