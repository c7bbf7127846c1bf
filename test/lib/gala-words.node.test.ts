// Gala results in words: relays, medley legs, places in their age groups, adults' genders.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  eventName,
  genderName,
  legStroke,
  ordinal,
  placeName,
  raceName,
  signedTime,
  tableName,
} from '../../src/lib/gala-words.js';
import type { GalaEvent } from '../../src/lib/gala-types.js';
import { words } from '../fixtures/galas/modules.js';

const adultWords = {
  ...words,
  words: { ...words.words, adultGenders: { from: 18, F: 'Women', M: 'Men' } },
};
const medley = { distance: 50, stroke: 'MEDLEY' as const, relayCount: 4, course: 'SCM' as const };

describe('gala words', () => {
  it('names a medley relay as one, and each leg by its stroke in medley relay order', () => {
    assert.equal(raceName(medley, words), '4×50m Medley relay');
    assert.equal(raceName({ ...medley, relayCount: 1 }, words), '50m IM');
    assert.deepEqual(
      [0, 1, 2, 3].map((i) => legStroke(medley, i, words)),
      ['Backstroke', 'Breaststroke', 'Butterfly', 'Freestyle'],
    );
    assert.equal(legStroke({ ...medley, stroke: 'FREE' }, 0, words), undefined);
  });

  it("says Women and Men for adults' events if the club words them, else Girls and Boys", () => {
    const event: GalaEvent = {
      number: 1,
      gender: 'F',
      round: 'TIM',
      distance: 100,
      stroke: 'FREE',
      relayCount: 1,
      course: 'SCM',
      adults: true,
      swims: [],
    };
    assert.equal(eventName(event, adultWords), 'Women 100m Freestyle');
    assert.equal(eventName({ ...event, adults: undefined }, adultWords), 'Girls 100m Freestyle');
    assert.equal(eventName(event, words), 'Girls 100m Freestyle');
    assert.equal(genderName('X', true, adultWords), 'Mixed');
  });

  it('names a records table standing for the groups whose tables were the same', () => {
    const table = { gender: 'F' as const, ageGroup: 'Open', sameFor: ['9 and under'] };
    assert.equal(tableName(table, words), 'Girls, Open, also 9 and under');
    assert.equal(
      tableName({ ...table, ageGroup: '45–49', adults: true, sameFor: undefined }, adultWords),
      'Women, 45–49',
    );
  });

  it('gives a place as an ordinal with the group it was won in, or plain without one', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map((n) => ordinal(n, words)),
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st'],
    );
    assert.equal(placeName({ place: 2, group: '45–49 years' }, words), '2nd in 45–49 years');
    assert.equal(placeName({ place: 2 }, words), '2');
    assert.equal(ordinal(3, { ...words, pages: { ...words.pages, ordinals: '.' } }), '3.');
  });

  it('signs a difference in time: faster with a minus, slower with a plus', () => {
    assert.deepEqual(
      [signedTime(-123), signedTime(12), signedTime(-6100)],
      ['−1.23', '+0.12', '−1:01.00'],
    );
  });
});
