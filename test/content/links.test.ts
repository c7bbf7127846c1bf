import { expect } from '@open-wc/testing';
import { links } from '../../src/content/links.js';

describe('links content', () => {
  it('has groups of 5, 2, 4 and 5 links', () => {
    expect(links.groups.map((g) => [g.id, g.links.length])).to.deep.equal([
      ['governingBodies', 5],
      ['swimShops', 2],
      ['periodSwimwear', 4],
      ['usefulPdfs', 5],
    ]);
  });

  it('links other sites over https and the club’s own documents as files the site serves', async () => {
    for (const link of links.groups.flatMap((g) => g.links)) {
      if (link.url.startsWith('documents/')) {
        const response = await fetch(`/${link.url}`);
        expect(response.ok, link.url).to.equal(true);
        expect(response.headers.get('content-type'), link.url).to.contain('pdf');
      } else {
        expect(new URL(link.url).protocol, link.url).to.equal('https:');
      }
    }
  });
});
