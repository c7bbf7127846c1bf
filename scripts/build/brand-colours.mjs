// The club's two colours by role, as hex for sharp and the link-preview card. They come from
// content/brand.yaml (any CSS colour syntax, read by colorjs.io); until a club has that file,
// the example club's navy and sky.
import Color from 'colorjs.io';

const hex = (value) => new Color(String(value)).to('srgb').toGamut().toString({ format: 'hex', collapse: false });

/** { primary, accent } as #rrggbb. */
export function brandColours(content) {
  return { primary: hex(content.brand?.primary ?? '#0b2545'), accent: hex(content.brand?.accent ?? '#00bfff') };
}
