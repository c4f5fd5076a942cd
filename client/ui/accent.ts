/**
 * Data-driven colours without inline styles (the CSP allows none): a brand colour, or the first brand
 * colour found in a gradient, becomes a data-accent attribute that base.css turns into --accent and
 * --gradient. Any other colour falls back to blue.
 */
const ACCENTS: Record<string, 'blue' | 'orange' | 'green'> = { '#72b0cc': 'blue', '#cf6e3f': 'orange', '#82bc6c': 'green' };

export function accentOf(colourOrGradient: string | undefined): 'blue' | 'orange' | 'green' {
  const found = colourOrGradient
    ?.toLowerCase()
    .match(/#[0-9a-f]{6}/g)
    ?.find((hex) => hex in ACCENTS);
  return found ? ACCENTS[found]! : 'blue';
}
