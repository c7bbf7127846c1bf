import type { WebLink } from '../content/schema/fields.js';

type Props = { prompt: string; link: WebLink };

/** A line of text ending in a link to another site: "Find out how on the ICO's website: …". */
export function LinkLine({ prompt, link }: Props) {
  return (
    <p>
      {prompt} <a href={link.url}>{link.name}</a>
    </p>
  );
}
