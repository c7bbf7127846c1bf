// The example club (Inverbrae ASC, made up) that the tests build and render: a copy of the
// kit's example content/ and public/, kept here so that a club's own content never changes what
// the tests see (after npm run new-club too). Refresh it with:
//   rm -rf test/fixtures/clubs/inverbrae && mkdir -p test/fixtures/clubs/inverbrae && cp -r content public test/fixtures/clubs/inverbrae/
export const exampleContent = 'test/fixtures/clubs/inverbrae/content';
export const examplePublic = 'test/fixtures/clubs/inverbrae/public';

/** Where the files below `dir` (text ones, or all when `allFiles`) name the example club (its
 * name, short name, town or county): "file names \"word\"", one per place; none for another
 * club's site. */
export async function exampleNamesIn(dir, { allFiles = false } = {}) {
  const { readFile } = await import('node:fs/promises');
  const { parse } = await import('yaml');
  const { listFiles } = await import('../files.mjs');
  const site = parse(await readFile(`${exampleContent}/site.yaml`, 'utf8'));
  const words = [site.name, site.shortName, site.town, site.county];
  const text = /\.(html|js|css|json|webmanifest|xml|ics|txt|md|yaml|svg)$|_headers$/;
  const found = [];
  for (const file of (await listFiles(dir)).filter((f) => allFiles || text.test(f))) {
    const content = await readFile(`${dir}/${file}`, 'utf8');
    found.push(...words.filter((word) => content.includes(word)).map((word) => `${file} names "${word}"`));
  }
  return found;
}
