// The example club (Inverbrae ASC, made up) that the tests build and render: a copy of the
// kit's example content/ and public/, kept here so that a club's own content never changes what
// the tests see (after npm run new-club too). Refresh it with:
//   rm -rf test/fixtures/clubs/inverbrae && mkdir -p test/fixtures/clubs/inverbrae && cp -r content public test/fixtures/clubs/inverbrae/
export const exampleContent = 'test/fixtures/clubs/inverbrae/content';
export const examplePublic = 'test/fixtures/clubs/inverbrae/public';
