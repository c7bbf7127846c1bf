// Reads the news posts, events and notices (content/news/*.md, content/events.yaml,
// content/notices.yaml), checks them against their schemas (src/content/schema/, already
// transformed into `codeDir`) and writes the modules the pages import:
//   content/news.js (every post without its body, newest first), content/news/<slug>.js (one
//   post with its body, loaded on demand), content/events.js (by date), content/notices.js.
// Or, if anything is wrong, throws one error listing every problem with its file and line.
// Stand-in for the content pipeline of issue 11 for these three collections.
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';
import { LineCounter, parseDocument } from 'yaml';

const markdown = new MarkdownIt({ html: false, typographer: false });

/** "line 12 (events › 3 › end)": where in the YAML a path points, as near as the file allows. */
function lineOf(doc, counter, path, lineOffset = 0) {
  for (let n = path.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
    if (node?.range) return counter.linePos(node.range[0]).line + lineOffset;
  }
  return 1 + lineOffset;
}

// (events › 3 › end): entries counted from 1, as a volunteer counts them.
const describe = (issue) =>
  `${issue.path.length ? ` (${issue.path.map((p) => (typeof p === 'number' ? p + 1 : p)).join(' › ')})` : ''}: ${issue.message}`;

async function readYaml(file) {
  const counter = new LineCounter();
  const doc = parseDocument(await readFile(file, 'utf8'), { lineCounter: counter, prettyErrors: false });
  return { doc, counter, data: doc.toJS() };
}

export async function loadWhatsOn({ contentDir = 'content', codeDir, squadNames, picturesDir = 'public' }) {
  const load = (f) => import(pathToFileURL(resolve(codeDir, f)).href);
  const { newsPostSchema } = await load('content/schema/news-post.js');
  const { eventsSchema } = await load('content/schema/events.js');
  const { noticesSchema } = await load('content/schema/notices.js');
  const { checkEvents, checkNewsAddresses } = await load('content/whats-on-checks.js');
  const sharp = (await import('sharp')).default;
  const problems = [];
  const where = {};
  const report = (file, path, message) => {
    const { doc, counter, offset } = where[file] ?? {};
    const line = doc ? lineOf(doc, counter, path, offset) : 1;
    problems.push(`${file}, line ${line}${describe({ path, message })}`);
  };
  const validate = (file, schema, data) => {
    const result = schema.safeParse(data);
    if (!result.success) for (const issue of result.error.issues) report(file, issue.path, issue.message);
    return result.data;
  };

  const posts = [];
  const newsDir = join(contentDir, 'news');
  for (const name of (await readdir(newsDir).catch(() => [])).filter((f) => f.endsWith('.md')).sort()) {
    const file = join(newsDir, name);
    const text = await readFile(file, 'utf8');
    const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
    if (!match) {
      problems.push(`${file}, line 1: a post starts with its details between two lines of three dashes (---); see README, "How to edit"`);
      continue;
    }
    const counter = new LineCounter();
    const doc = parseDocument(match[1], { lineCounter: counter });
    where[file] = { doc, counter, offset: 1 };
    const front = validate(file, newsPostSchema, doc.toJS());
    if (!front) continue;
    let picture;
    if (front.picture) {
      const meta = await sharp(join(picturesDir, front.picture.src)).metadata().catch(() => null);
      if (!meta) report(file, ['picture', 'src'], `there is no picture ${front.picture.src} in ${picturesDir}/`);
      else picture = { ...front.picture, width: meta.width, height: meta.height };
    }
    posts.push({ file, slug: name.slice(0, -3), ...front, picture, body: markdown.render(match[2]) });
  }
  for (const p of checkNewsAddresses(posts)) report(p.file, p.path, p.message);

  const eventsFile = join(contentDir, 'events.yaml');
  const events = await readYaml(eventsFile);
  where[eventsFile] = { ...events, offset: 0 };
  const eventData = validate(eventsFile, eventsSchema, events.data);
  if (eventData) for (const p of checkEvents(eventData, squadNames, eventsFile)) report(p.file, p.path, p.message);

  const noticesFile = join(contentDir, 'notices.yaml');
  const notices = await readYaml(noticesFile);
  where[noticesFile] = { ...notices, offset: 0 };
  const noticeData = validate(noticesFile, noticesSchema, notices.data);

  if (problems.length) throw new Error(`The content has ${problems.length} problem${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
  posts.sort((a, b) => (a.date === b.date ? b.slug.localeCompare(a.slug) : b.date.localeCompare(a.date)));
  const byStart = (a, b) => `${a.firstDay} ${a.start ?? ''}`.localeCompare(`${b.firstDay} ${b.start ?? ''}`);
  return {
    news: posts.map(({ file, ...post }) => post),
    events: [...eventData.events].sort(byStart),
    notices: noticeData.notices,
  };
}

const moduleText = (name, value) => `export const ${name} = ${JSON.stringify(value).replaceAll('<', '\\u003c')};\n`;

/** Writes the content modules into `outDir` (dist/content/ or a test build's). */
export async function writeWhatsOn(content, outDir) {
  await mkdir(join(outDir, 'news'), { recursive: true });
  await writeFile(join(outDir, 'news.js'), moduleText('news', content.news.map(({ body, ...summary }) => summary)));
  await Promise.all(content.news.map((post) => writeFile(join(outDir, 'news', `${post.slug}.js`), moduleText('post', post))));
  await writeFile(join(outDir, 'events.js'), moduleText('events', content.events));
  await writeFile(join(outDir, 'notices.js'), moduleText('notices', content.notices));
}
