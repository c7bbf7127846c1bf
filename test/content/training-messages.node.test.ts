// What a volunteer reads when the timetable (training.yaml) has a mistake: file, line, field, what
// is wrong and what to write instead.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check } from '../helpers/content-check.js';
import { goodColour, squad, training } from '../helpers/small-content.js';

describe('content messages', () => {
  it('accepts a good timetable', async () => {
    assert.deepEqual(
      await check({ 'squads.yaml': squad(goodColour), 'training.yaml': training() }),
      [],
    );
  });

  it('says a session ends before it starts, on its line', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squad(goodColour),
        'training.yaml': training({
          session: '{ day: Tuesday, start: "19:30", end: "18:00", pool: Pool, kind: swim }',
        }),
      }),
      [
        'test-content/training.yaml, line 14 (squads › item 1 › sessions › item 1 › end): ' +
          'the session ends (18:00) before it starts (19:30); check the times',
      ],
    );
  });

  it('says a time without its leading zero is not a time, rather than comparing it', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squad(goodColour),
        'training.yaml': training({
          session: '{ day: Tuesday, start: 8:45, end: "09:30", pool: Pool, kind: swim }',
        }),
      }),
      [
        'test-content/training.yaml, line 14 (squads › item 1 › sessions › item 1 › start): ' +
          '"8:45" is not a time; write it as hours:minutes on the 24-hour clock, two digits ' +
          'each, like 08:45 or 18:30',
      ],
    );
  });

  it('names a squad in the timetable that is not in squads.yaml', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squad(goodColour),
        'training.yaml': training({ squad: 'Golde' }),
      }),
      [
        'test-content/training.yaml, line 12 (squads › item 1 › squad): there is no squad ' +
          'called "Golde"; the squads are Gold',
      ],
    );
  });

  it('says a break falls outside the terms, and gives the terms', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squad(goodColour),
        'training.yaml': training({ off: 'date: 2027-04-02' }),
      }),
      [
        'test-content/training.yaml, line 9 (breaks › item 1): the break "Holiday" ' +
          '(2027-04-02) is outside the terms (2027-01-05 to 2027-03-26); there is no training ' +
          'between terms anyway, so check its dates, or add the term it belongs to',
      ],
    );
  });

  it('says which days and kinds of session there are', async () => {
    const messages = await check({
      'squads.yaml': squad(goodColour),
      'training.yaml': training({
        session: '{ day: Tues, start: "18:00", end: "19:30", pool: Pool, kind: swimming }',
      }),
    });
    assert.deepEqual(messages, [
      'test-content/training.yaml, line 14 (squads › item 1 › sessions › item 1 › day): ' +
        '"Tues" is not a day; write one of Monday, Tuesday, Wednesday, Thursday, Friday, ' +
        'Saturday, Sunday',
      'test-content/training.yaml, line 14 (squads › item 1 › sessions › item 1 › kind): ' +
        '"swimming" is not a kind of session; write swim, land (land training) or yoga',
    ]);
  });
});
