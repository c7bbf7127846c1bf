import { MailLink } from './MailLink.js';

type Props = { prompt: string; email: string; className?: string };

/** A line of text ending in an e-mail address to write to: "Email our Membership Secretary: …". */
export function MailLine({ prompt, email, className }: Props) {
  return (
    <p className={className ? `mail-line ${className}` : 'mail-line'}>
      {prompt} <MailLink email={email} />
    </p>
  );
}
