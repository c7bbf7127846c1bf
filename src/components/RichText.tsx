type Props = {
  /** HTML the build made from a content file's Markdown (raw HTML in the Markdown is refused). */
  html: string;
  className?: string;
};

/** Words written in Markdown in a content file, e.g. a news post's body. */
export function RichText({ html, className }: Props) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
