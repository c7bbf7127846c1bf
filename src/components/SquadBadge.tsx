import type { Squad } from '../content/schema/squads.js';

/** What fits on the roundel: a one-word name of up to 8 letters as it is ("Gold"), a longer one
 * word as its first three letters ("Intermediate" → "Int"), a longer name as the initials of its
 * capitalised words ("Junior Bronze" → "JB"). */
export function badgeLabel(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 1) return name.length <= 8 ? name : name.slice(0, 3);
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  return (capitalised.length ? capitalised : words)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
}

/**
 * A squad's badge drawn from its colour and name, for clubs without badge artwork: a roundel in
 * the squad's colour with its name or initials, in black or white, whichever reads better on
 * that colour (worked out by the build: `textColour`). Decorative: the squad's name is beside it.
 */
export function SquadBadge({ squad }: { squad: Squad }) {
  const label = badgeLabel(squad.name);
  return (
    <svg
      className="squad__badge"
      viewBox="0 0 100 100"
      width={100}
      height={100}
      aria-hidden="true"
      focusable="false"
    >
      {/* A faint edge keeps a pale colour's roundel visible on a white card. */}
      <circle
        cx="50"
        cy="50"
        r="48"
        fill={squad.colour}
        stroke="#000000"
        strokeOpacity="0.2"
        strokeWidth="1"
      />
      <circle
        cx="50"
        cy="50"
        r="41"
        fill="none"
        stroke={squad.textColour}
        strokeOpacity="0.45"
        strokeWidth="2"
      />
      {/* Sized so that any label is about as wide as the inner ring allows. */}
      <text
        x="50"
        y="50"
        textAnchor="middle"
        dominantBaseline="central"
        fill={squad.textColour}
        fontWeight="700"
        fontSize={Math.min(36, 120 / label.length)}
      >
        {label}
      </text>
    </svg>
  );
}
