/**
 * The score Mozilla's HTTP Observatory would give a response, by its published rules
 * (httpobs/docs/scoring.md): 100, then penalties, then bonuses when the score is 90 or more.
 * Only what a single HTML response shows is judged; HSTS preloading cannot be seen from here.
 */
export interface Modifier {
  test: string;
  result: string;
  score: number;
}

const parseCsp = (header: string) =>
  new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );

export function observatoryScore(headers: Record<string, string | string[] | undefined>, html: string): { score: number; modifiers: Modifier[] } {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const modifiers: Modifier[] = [];
  const add = (test: string, result: string, score: number) => modifiers.push({ test, result, score });

  const cspHeader = header('content-security-policy');
  if (!cspHeader) add('csp', 'csp-not-implemented', -25);
  else {
    const csp = parseCsp(cspHeader);
    const effective = (name: string) => csp.get(name) ?? csp.get('default-src') ?? [];
    const scriptSrc = effective('script-src');
    const styleSrc = effective('style-src');
    const objectSrc = effective('object-src');
    const unsafeScript = scriptSrc.some((source) => ["'unsafe-inline'", 'data:', 'https:', '*'].includes(source)) || scriptSrc.length === 0;
    const unsafeObject = objectSrc.some((source) => ['https:', '*'].includes(source)) || objectSrc.length === 0;
    if (scriptSrc.includes("'unsafe-eval'")) add('csp', 'csp-implemented-with-unsafe-eval', -10);
    else if (unsafeScript || unsafeObject) add('csp', 'csp-implemented-with-unsafe-inline', -20);
    else if (styleSrc.some((source) => ["'unsafe-inline'", 'data:', 'https:', '*'].includes(source)))
      add('csp', 'csp-implemented-with-unsafe-inline-in-style-src-only', 0);
    else if (csp.get('default-src')?.join(' ') === "'none'") add('csp', 'csp-implemented-with-no-unsafe-default-src-none', 10);
    else add('csp', 'csp-implemented-with-no-unsafe', 5);
  }

  const hsts = /max-age=(\d+)/i.exec(header('strict-transport-security') ?? '');
  if (!hsts) add('hsts', 'hsts-not-implemented', -20);
  else
    add(
      'hsts',
      Number(hsts[1]) >= 15768000 ? 'hsts-implemented-max-age-at-least-six-months' : 'hsts-implemented-max-age-less-than-six-months',
      Number(hsts[1]) >= 15768000 ? 0 : -10,
    );

  const referrer = header('referrer-policy')
    ?.toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .at(-1);
  if (!referrer) add('referrer-policy', 'referrer-policy-not-implemented', 0);
  else if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer))
    add('referrer-policy', 'referrer-policy-private', 5);
  else if (referrer === 'no-referrer-when-downgrade') add('referrer-policy', 'referrer-policy-no-referrer-when-downgrade', 0);
  else add('referrer-policy', 'referrer-policy-unsafe', -5);

  add(
    'x-content-type-options',
    header('x-content-type-options')?.toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-not-implemented',
    header('x-content-type-options')?.toLowerCase() === 'nosniff' ? 0 : -5,
  );

  if (cspHeader && parseCsp(cspHeader).has('frame-ancestors')) add('x-frame-options', 'x-frame-options-implemented-via-csp', 5);
  else if (/^(deny|sameorigin)$/i.test(header('x-frame-options') ?? '')) add('x-frame-options', 'x-frame-options-sameorigin-or-deny', 0);
  else add('x-frame-options', 'x-frame-options-not-implemented', -20);

  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => /\ssrc=/.test(attributes));
  const external = scripts.filter((attributes) => /\ssrc="(https?:)?\/\//.test(attributes));
  if (scripts.length === 0) add('sri', 'sri-not-implemented-but-no-scripts-loaded', 0);
  else if (scripts.every((attributes) => /\sintegrity="sha(256|384|512)-/.test(attributes)))
    add('sri', external.length ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-implemented-and-all-scripts-loaded-securely', 5);
  else
    add(
      'sri',
      external.length ? 'sri-not-implemented-but-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      external.length ? -5 : 0,
    );

  add('cookies', header('set-cookie') ? 'cookies-present' : 'cookies-not-found', 0);
  add(
    'cors',
    header('access-control-allow-origin') === '*'
      ? 'cross-origin-resource-sharing-implemented-with-public-access'
      : 'cross-origin-resource-sharing-not-implemented',
    0,
  );

  const penalties = modifiers.filter((modifier) => modifier.score < 0).reduce((sum, modifier) => sum + modifier.score, 0);
  const bonuses = modifiers.filter((modifier) => modifier.score > 0).reduce((sum, modifier) => sum + modifier.score, 0);
  const base = Math.max(0, 100 + penalties);
  return { score: base >= 90 ? base + bonuses : base, modifiers };
}
