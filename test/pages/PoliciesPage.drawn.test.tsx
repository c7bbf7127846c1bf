import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { formatDate } from '../../src/lib/format-date.js';
import PoliciesPage from '../../src/pages/PoliciesPage.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { policies } = await fixture('busy', 'policies');

describe('PoliciesPage', () => {
  it('lists each document under its kind, with its summary, version date and file', () => {
    const page = within(render(<PoliciesPage policies={policies} />));
    for (const kind of policies.kinds) {
      const section = within(page.getByRole('region', { name: kind.kind }));
      for (const doc of kind.documents) {
        const link = section.getByRole('link', { name: (name) => name.startsWith(doc.title) });
        expect(link.getAttribute('href')).to.equal(`/${doc.file}`);
        const item = within(link.closest('li')!);
        expect(item.getByText(doc.summary)).to.exist;
        expect(item.getByText(formatDate(doc.version))).to.exist;
      }
    }
  });

  it('links files that the site serves', async () => {
    const files = policies.kinds.flatMap((k) => k.documents.map((d) => d.file));
    const answers = await Promise.all(files.map((file) => fetch(`/${file}`, { method: 'HEAD' })));
    expect(answers.map((a) => a.status)).to.deep.equal(files.map(() => 200));
  });
});
