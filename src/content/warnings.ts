// Not problems, warnings: the site still builds, and the build prints each with its file and
// line. What a club should still do: term dates running out, a contact form without its ids,
// starter values still "to be confirmed", words naming a role the club does not have.
import { clubDate } from '../lib/club-time.js';
import { toBeConfirmed } from './schema/date-fields.js';
import type { Content, Problem } from './checks.js';
import { roleWarnings } from './role-warnings.js';

/** Not problems, warnings (the site still builds): what a club should still do. */
export const contentWarnings = (content: Content, moment: number): Problem[] => [
  ...termWarnings(content, moment),
  ...formWarnings(content),
  ...unconfirmedWarnings(content),
  ...roleWarnings(content),
  ...undatedWarnings(content),
];

/** The privacy notice and accessibility statement carry the date the club last checked them:
 * none until it gives one (a starter's words are not yet the club's). */
function undatedWarnings({ privacy, accessibility }: Content): Problem[] {
  const statements = [
    ['privacy', 'privacy notice', privacy?.updated],
    ['accessibility', 'accessibility statement', accessibility?.updated],
  ] as const;
  return statements
    .filter(([, , updated]) => updated === toBeConfirmed)
    .map(([collection, name]) => ({
      collection,
      path: ['updated'],
      message:
        `the ${name} has no date yet, so it shows none; read it through, make it true of your ` +
        'club, then write the day you did, like 2026-11-28',
    }));
}

/** Each fee and squad age still "to be confirmed", and each squad with no sessions yet (a new
 * club's starter has them so): the Join and Training pages say so rather than show a made-up
 * amount, age or time. */
function unconfirmedWarnings({ join, training }: Content): Problem[] {
  const noSessions = (training?.squads ?? []).flatMap((squad, i) =>
    squad.sessions.length
      ? []
      : [
          {
            collection: 'training',
            path: ['squads', i, 'sessions'],
            message:
              `the ${squad.squad} squad has no sessions yet, so the Training page shows none ` +
              'for it; add its sessions when they are known',
          },
        ],
  );
  return noSessions.concat(
    (join?.squads ?? []).flatMap((squad, i) =>
      (['monthlyFee', 'membership', 'kit'] as const)
        .filter((field) => squad[field] === toBeConfirmed)
        .map((field) => ({
          collection: 'join',
          path: ['squads', i, field],
          message:
            `the ${squad.squad} squad's ` +
            (field === 'monthlyFee'
              ? 'monthly fee '
              : field === 'kit'
                ? 'kit cost '
                : 'membership fee ') +
            'is still "to be confirmed", and the Join page says so; write the amount (like ' +
            '28.50) when it is agreed',
        })),
    ),
    (join?.squads ?? []).flatMap((squad, i) =>
      (['minAge', 'maxAge'] as const)
        .filter((field) => squad[field] === toBeConfirmed)
        .map((field) => ({
          collection: 'join',
          path: ['squads', i, field],
          message:
            `the ${squad.squad} squad's ${field === 'minAge' ? 'youngest' : 'oldest'} age is ` +
            `still "to be confirmed", and the Join page's "which squad?" guide says so; write ` +
            'the age in years (like 8) when it is ' +
            `settled${field === 'maxAge' ? ', or delete the line for no upper age' : ''}`,
        })),
    ),
  );
}

/** The Contact page shows no form until contact.yaml has the EmailJS ids, only the addresses. */
function formWarnings({ contact }: Content): Problem[] {
  if (!contact) return [];
  const missing = (['serviceId', 'templateId', 'publicKey'] as const).filter(
    (id) => !contact.emailService[id],
  );
  if (!missing.length) return [];
  return [
    {
      collection: 'contact',
      path: ['emailService', missing[0]],
      message:
        `the contact form has no EmailJS ${missing.join(', ')} yet, so the Contact page shows ` +
        'your e-mail addresses and no form; docs/publishing.md ("Contact form / EmailJS ' +
        'set-up") says how to get them',
    },
  ];
}

/** Not a problem, a warning (the site still builds): at the build's `moment`, the club's last term
 * has ended or ends within two weeks, or there are no terms, so the Training page says term dates
 * are to come. */
export function termWarnings({ training }: Content, moment: number): Problem[] {
  if (!training || training.terms === 'all year') return [];
  const terms = training.terms;
  const today = clubDate(moment);
  const days = (to: string) => Math.round((Date.parse(to) - Date.parse(today)) / 86_400_000);
  const last = terms.reduce<{ to: string; i: number } | undefined>(
    (latest, t, i) => (!latest || t.to > latest.to ? { to: t.to, i } : latest),
    undefined,
  );
  const toCome = `the Training page says "${training.labels.termsToCome}"`;
  if (!last)
    return [
      {
        collection: 'training',
        path: ['terms'],
        message: `there are no term dates yet, so ${toCome}; add your terms when you know them`,
      },
    ];
  const left = days(last.to);
  if (left < 0)
    return [
      {
        collection: 'training',
        path: ['terms', last.i, 'to'],
        message:
          `the last term ended on ${last.to}, so ${toCome} and shows no sessions; add the next ` +
          "term's dates",
      },
    ];
  if (left <= 14)
    return [
      {
        collection: 'training',
        path: ['terms', last.i, 'to'],
        message:
          `the last term ends on ${last.to}, ` +
          `${left === 0 ? 'today' : left === 1 ? 'tomorrow' : `in ${left} days`}; add the next ` +
          `term's dates before then, or ${toCome} from the day after`,
      },
    ];
  return [];
}
