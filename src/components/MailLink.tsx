type Props = { email: string; className?: string };

/** A mail link that shows the address itself, so it can be copied when no mail app is set up. */
export function MailLink({ email, className }: Props) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
