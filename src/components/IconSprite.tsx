import { drawings } from '../lib/icon-drawings.js';

/**
 * Every icon's drawing, once, for Icon to refer to. The build writes it into each page outside
 * what React wakes up, so the drawings cost a few hundred bytes of HTML, not of JavaScript.
 * Icon's <use href="#icon-menu"> finds the drawing by this id.
 */
export function IconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true" focusable="false">
      {Object.entries(drawings).map(([name, paths]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </symbol>
      ))}
    </svg>
  );
}
