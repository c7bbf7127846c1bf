import { expect } from '@open-wc/testing';
import { formatDate } from '../../src/lib/format-date.js';

describe('formatDate', () => {
  it('writes a year-month-day date in words, day first, with no leading zero', () => {
    expect(formatDate('2024-05-14')).to.equal('14 May 2024');
    expect(formatDate('2026-01-02')).to.equal('2 January 2026');
    expect(formatDate('1999-12-31')).to.equal('31 December 1999');
  });
});
