type Props = { email: string; via?: string; className?: string };

/** A mail link that shows the address itself, so it can be copied when no mail app is set up.
 * `via`: the role that reads this address for a role the club left out ("(Club Secretary)"). */
export function MailLink({ email, via, className }: Props) {
  const link = (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
  return via ? (
    <>
      {link} ({via})
    </>
  ) : (
    link
  );
}
