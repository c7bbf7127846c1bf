/** Fills "{name}" placeholders in a content string: fill('{n} of {total}', { n: 1, total: 6 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
