import type { PartText } from '../content/schema/fields.js';

type Props = { text: (string | PartText)[] };

/** Paragraphs of content text, one <p> each (one about a part the site lacks never gets here). */
export function Paragraphs({ text }: Props) {
  return (
    <>
      {text.map((item) => {
        const paragraph = typeof item === 'string' ? item : item.text;
        return <p key={paragraph}>{paragraph}</p>;
      })}
    </>
  );
}
