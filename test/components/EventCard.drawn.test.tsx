// An event whose gala's results are in links to them (results.yaml names the event of a gala).
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { EventCard } from '../../src/components/EventCard.js';
import { results } from '../../src/content/results.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { events } = await fixture('busy', 'events');
const { venues } = await fixture('busy', 'venues');
const event = events[0]!;

describe('EventCard', () => {
  it("links to its gala's results once they are in, naming the event for screen readers", () => {
    const card = within(
      render(<EventCard event={event} venues={venues} galas={{ [event.id]: '2030-03-open' }} />),
    );
    // The event's name is in a visually hidden span after the link's word.
    const link = card.getByRole('link', {
      name: (name) =>
        name.startsWith(results.pages.eventResults) && name.endsWith(`: ${event.title}`),
    });
    expect(link.getAttribute('href')).to.equal('/results/2030-03-open');
  });

  it('has no results link before then', () => {
    const card = within(render(<EventCard event={event} venues={venues} galas={{}} />));
    expect(
      card.queryByRole('link', { name: new RegExp(`^${results.pages.eventResults}`) }),
    ).to.equal(null);
  });
});
