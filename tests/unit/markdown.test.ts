import { describe, expect, it } from 'vitest';
import { isSafeLink, renderMarkdown, slugify } from '../../server/articles/markdown.ts';

const html = (source: string) => renderMarkdown(source).html;

describe('markdown links', () => {
  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '<javascript:alert(1)>',
    '![x](javascript:alert(1))',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
  ])('never turns %s into a link', (source) => {
    const out = html(source);
    expect(out).not.toMatch(/<a |<img /);
    expect(out.toLowerCase()).not.toContain('href="javascript');
  });

  it.each([
    'https://exemple.fr',
    'http://exemple.fr',
    'mailto:a@exemple.fr',
    'tel:+33465712840',
    'irc://irc.exemple.fr',
    'ircs://irc.exemple.fr',
    'xmpp:a@exemple.fr',
    '/blog',
    '#erreur-1',
    'page.html',
  ])('keeps %s', (url) => {
    expect(isSafeLink(url)).toBe(true);
    expect(html(`[x](${url})`)).toContain(`<a href="${url}"`);
  });

  it('makes #contact links open the assistant and marks outbound links', () => {
    expect(html('[Nous écrire](#contact)')).toContain('<a href="#contact" data-contact="">');
    expect(html('[Site](https://exemple.fr)')).toContain('rel="noopener"');
  });

  it('shows raw HTML as text', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> <b>gras</b>');
    expect(out).not.toMatch(/<script|<img|<b>/);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;b&gt;gras&lt;/b&gt;');
  });

  it('only allows id, width and height as attributes', () => {
    const out = html('## Titre {onclick=alert(1) style=color:red #propre}\n\n![a](/i.svg){width=640 height=400 onload=x}');
    expect(out).toContain('<h2 id="propre">Titre</h2>');
    expect(out).toContain('<img src="/i.svg" alt="a" width="640" height="400" loading="lazy" decoding="async">');
    expect(out).not.toMatch(/onclick|onload|style=/);
  });
});

describe('markdown headings', () => {
  it('slugifies French headings without accents', () => {
    expect(slugify("Qu'est-ce qu'un échéancier ?")).toBe('qu-est-ce-qu-un-echeancier');
    expect(html("## Qu'est-ce qu'un échéancier ?")).toContain('<h2 id="qu-est-ce-qu-un-echeancier">Qu\u2019est-ce qu\u2019un échéancier\u00a0?</h2>');
    expect(slugify('Œuvre & cœur : 4K/HDR')).toBe('oeuvre-coeur-4k-hdr');
  });

  it('keeps explicit ids and makes repeated headings unique', () => {
    const out = renderMarkdown('## Erreur n° 1 {#erreur-1}\n\n## Audit {#audit}\n\n## Bilan\n\n## Bilan');
    expect(out.headings.map((heading) => heading.id)).toEqual(['erreur-1', 'audit', 'bilan', 'bilan-1']);
    expect(out.html).toContain('<h2 id="erreur-1">Erreur n°\u00a01</h2>');
  });
});

describe('markdown blocks', () => {
  it('renders every container with its title', () => {
    const out = html(
      '::: tips\nConseil.\n:::\n\n::: summary\n- Un\n:::\n\n::: stats\n- **1** un\n:::\n\n::: timeline\n- **2015** début\n:::\n\n::: keyfigure\n**+47 %** conversion\n:::\n\n::: cta\n[Audit](#contact) [Accueil](/)\n:::\n\n::: related Vous aimerez aussi\n- [Blog](/blog)\n:::',
    );
    expect(out).toContain('<aside class="md-tips">\n<p class="md-tips__title">Comment éviter cette erreur</p>');
    expect(out).toContain('<p class="md-summary__title">En résumé</p>');
    expect(out).toContain('<div class="md-stats">');
    expect(out).toContain('<div class="md-timeline">');
    expect(out).toContain('<div class="md-keyfigure">');
    expect(out).toContain('<div class="md-cta">\n<p><a href="#contact" data-contact="">Audit</a> <a href="/">Accueil</a></p>');
    expect(out).toContain('<nav class="md-related" aria-label="Vous aimerez aussi">');
  });

  it('makes a table of three columns a card per row on a phone: each cell with its column, roles kept', () => {
    const out = html('| Salle | **Taille** | Résolution |\n| - | - | - |\n| Petite | 55 pouces | 4K |');
    expect(out).toMatch(/^<div class="md-table md-table--stack" tabindex="0">\n<table role="table">/);
    expect(out).toContain('<th role="columnheader">Salle</th>');
    expect(out).toContain('<td role="cell">Petite</td>');
    expect(out).toContain('<td role="cell" data-label="Taille">55\u00a0pouces</td>');
    expect(out).toContain('<td role="cell" data-label="Résolution">4K</td>');
    expect(out.match(/role="row"/g)).toHaveLength(2);
  });

  it('wraps tables so they scroll on a phone, and typesets text but not code', () => {
    expect(html('| a | b |\n| - | - |\n| 1 | 2 |')).toMatch(/^<div class="md-table" tabindex="0">\n<table>/);
    expect(html("Note : `a : b` et l'idée")).toBe('<p>Note\u00a0: <code>a : b</code> et l\u2019idée</p>\n');
  });

  it('replaces {product} and counts the visible words', () => {
    const out = renderMarkdown('Une démo **{product}** : [voir](https://exemple.fr/une/longue/adresse).', { product: 'Ondalys' });
    expect(out.html).toContain('<strong>Ondalys</strong>');
    expect(out.words).toBe(4);
  });
});
