// What a volunteer reads when a date, time, squad or address in the events, notices or news is
// wrong: file, line, field and what to do. Small broken examples, checked by the real content step.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check } from '../helpers/content-check.js';

const squads =
  '- name: Gold\n  colour: "#D4A82A"\n  badge:\n    src: images/quality-mark.svg\n' +
  '    alt: Gold squad badge\n  summary: Two pools.\n';
const event = (lines: string) =>
  `- id: gala\n  title: Gala\n${lines}  place: Pool\n  description: A gala.\n`;
const notice = (from: string, until: string) =>
  `- message: Pool closed.\n  from: ${from}\n  until: ${until}\n`;
const post = (date: string) => `---\ntitle: Gala\ndate: ${date}\nsummary: Results.\n---\nWe won.\n`;

describe('events, notices and news messages', () => {
  it('accepts a one-day event, a several-day event and an all-day event', async () => {
    const events =
      event('  date: 2027-01-30\n  start: "09:00"\n  end: "17:00"\n') +
      event('  date:\n    from: 2027-02-01\n    to: 2027-02-02\n').replace('id: gala', 'id: meet');
    assert.deepEqual(await check({ 'events.yaml': events }), []);
  });

  it('says an event ends before it starts, by date or time, on the line of the end', async () => {
    assert.deepEqual(
      await check({ 'events.yaml': event('  date:\n    from: 2027-02-02\n    to: 2027-02-01\n') }),
      [
        'test-content/events.yaml, line 5 (item 1 › date › to): the event ends (2027-02-01) ' +
          'before it starts (2027-02-02); check the dates',
      ],
    );
    assert.deepEqual(
      await check({
        'events.yaml': event('  date: 2027-01-30\n  start: "17:00"\n  end: "09:00"\n'),
      }),
      [
        'test-content/events.yaml, line 5 (item 1 › end): the event ends (09:00) before it ' +
          'starts (17:00); check the times',
      ],
    );
  });

  it('says an entry deadline falls after the event', async () => {
    assert.deepEqual(
      await check({ 'events.yaml': event('  date: 2027-01-30\n  entryDeadline: 2027-02-10\n') }),
      [
        'test-content/events.yaml, line 4 (item 1 › entryDeadline): entries would close ' +
          '(2027-02-10) after the event starts (2027-01-30); check the date',
      ],
    );
  });

  it('names a squad that is not in squads.yaml, and lists the squads there are', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squads,
        'events.yaml': event('  date: 2027-01-30\n  squads: [Gold, Golde]\n'),
      }),
      [
        'test-content/events.yaml, line 4 (item 1 › squads › item 2): there is no squad ' +
          'called "Golde"; the squads are Gold',
      ],
    );
  });

  it('finds two events with the same id', async () => {
    const [message] = await check({
      'events.yaml': event('  date: 2027-01-30\n') + event('  date: 2027-02-03\n'),
    });
    assert.equal(
      message,
      'test-content/events.yaml, line 6 (item 2 › id): "gala" is already used by event ' +
        'number 1; each needs its own',
    );
  });

  it("says a notice's until comes before its from, and how to write a date and time", async () => {
    assert.deepEqual(
      await check({ 'notices.yaml': notice('2026-01-13 16:00', '2026-01-13 09:00') }),
      [
        'test-content/notices.yaml, line 3 (item 1 › until): the notice would end (until) ' +
          'before it starts (from); check the dates and times',
      ],
    );
    const [format] = await check({
      'notices.yaml': notice('13/01/2026 16:00', '2026-01-13 21:00'),
    });
    assert.match(
      format,
      /^test-content\/notices\.yaml, line 2 \(item 1 › from\): .*like 2026-01-13 16:00/,
    );
  });

  it('takes a link to part of a page (#id), and says what links look like', async () => {
    const linked = (url: string) => ({
      'events.yaml': event(`  date: 2027-01-30\n  link: ${url}\n`),
      'notices.yaml':
        notice('2026-01-13 09:00', '2026-01-13 21:00') +
        `  link:\n    text: Read more\n    url: ${url}\n`,
    });
    assert.deepEqual(await check(linked('/about#squads')), []);
    const messages = await check(linked('about#squads'));
    assert.equal(messages.length, 2);
    for (const message of messages)
      assert.match(
        message,
        new RegExp(
          String.raw`"about#squads" is neither a page of this site \(like \/join, or ` +
            String.raw`\/join#trials for a part of it\) nor a web address`,
        ),
      );
  });

  it('refuses a post file name that would not make a plain address', async () => {
    const [message] = await check({ 'news/2025-03-14 Gala.md': post('2025-03-14') });
    assert.match(
      message,
      /^test-content\/news\/2025-03-14 Gala\.md, line 1: the file name should be lower-case words/,
    );
  });
});
