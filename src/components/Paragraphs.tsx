type Props = { text: string[] };

/** Paragraphs of content text, one <p> each. */
export function Paragraphs({ text }: Props) {
  return (
    <>
      {text.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}
