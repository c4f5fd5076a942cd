import { describe, expect, it } from 'vitest';
import { parseArticle } from '../../server/articles/catalog.ts';
import { FrontMatterError, parseFrontMatter } from '../../server/articles/front-matter.ts';

const VALID = `title: Titre
description: Une description.
category: Analyse
tags: [Un, Deux]
date: 2025-01-31`;

describe('parseFrontMatter', () => {
  it('splits the YAML block from the body', () => {
    const { data, body } = parseFrontMatter(`---\n${VALID}\n---\n\n# Corps\n`);
    expect(data).toMatchObject({ title: 'Titre', tags: ['Un', 'Deux'] });
    expect(body).toBe('\n# Corps\n');
  });

  it('reads an unquoted date as text (js-yaml 5)', () => {
    expect(parseFrontMatter(`---\n${VALID}\n---\n`).data?.date).toBe('2025-01-31');
  });

  it('accepts four or more dashes, CRLF line ends and a byte-order mark', () => {
    expect(parseFrontMatter(`-----\ntitle: A\n----\nCorps`)).toEqual({ data: { title: 'A' }, body: 'Corps' });
    expect(parseFrontMatter(`\uFEFF---\r\ntitle: A\r\n---\r\nCorps`)).toEqual({ data: { title: 'A' }, body: 'Corps' });
    expect(parseFrontMatter(`---\n---\nCorps`)).toEqual({ data: {}, body: 'Corps' });
  });

  it('treats a file without a block at its very start as all body', () => {
    expect(parseFrontMatter('# Titre\n\n---\ntitle: non\n---\n')).toEqual({ data: null, body: '# Titre\n\n---\ntitle: non\n---\n' });
    expect(parseFrontMatter('--\ntitle: A\n--\n').data).toBeNull();
    expect(parseFrontMatter('').data).toBeNull();
  });

  it('reports invalid YAML with its French message', () => {
    expect(() => parseFrontMatter('---\ntitle: [non fermé\n---\n')).toThrow(FrontMatterError);
    expect(() => parseFrontMatter('---\ntitle: [non fermé\n---\n')).toThrow(/^Erreur de parsing du YAML: /);
    expect(() => parseFrontMatter('---\n- une liste\n---\n')).toThrow(/^Erreur de parsing du YAML: /);
  });
});

describe('parseArticle', () => {
  it('applies defaults: category colour, author, French typography, {product}', () => {
    const { article, problems } = parseArticle('exemple', `---\n${VALID}\nsubtitle: "Avec {product} : oui !"\n---\nTexte`);
    expect(problems).toEqual([]);
    expect(article).toMatchObject({
      id: 'exemple',
      categoryColor: '#CF6E3F',
      author: 'l\u2019équipe Ondalys',
      subtitle: 'Avec Ondalys\u00a0: oui\u00a0!',
      date: '2025-01-31',
    });
  });

  it('defaults the metadata to the id and the title "Article" without front matter', () => {
    const { article } = parseArticle('sans-entete', 'Juste du texte.');
    expect(article).toMatchObject({ id: 'sans-entete', title: 'Article', unlisted: true, date: null });
    expect(parseArticle('', 'Texte').article?.id).toBe('unknown');
  });

  it('names the field that is missing or wrong', () => {
    const missing = parseArticle('a', `---\ntitle: Titre\ncategory: Analyse\ndate: 2025-01-31\n---\n`);
    expect(missing.article).toBeNull();
    expect(missing.problems).toEqual(['champ « description » : champ obligatoire manquant']);

    const badDate = parseArticle('a', `---\n${VALID.replace('2025-01-31', '31 janvier 2025')}\n---\n`);
    expect(badDate.problems).toEqual(['champ « date » : attendu : une date AAAA-MM-JJ']);
    expect(parseArticle('a', `---\n${VALID.replace('2025-01-31', '2025-02-30')}\n---\n`).problems).toEqual(['champ « date » : date inexistante']);

    const typo = parseArticle('a', `---\n${VALID}\nsubtitel: oups\n---\n`);
    expect(typo.problems).toEqual(['champ inconnu : « subtitel »']);

    const stats = parseArticle('a', `---\n${VALID}\nstats: [{ value: "1", label: "un" }]\n---\n`);
    expect(stats.problems).toEqual(['champ « stats » : attendu : exactement trois chiffres']);

    const link = parseArticle('a', `---\n${VALID}\nctas: [{ label: "Go", href: "javascript:alert(1)" }]\n---\n`);
    expect(link.problems[0]).toMatch(/^champ « ctas.0.href »/);

    const id = parseArticle('a', `---\n${VALID}\nid: autre\n---\n`);
    expect(id.problems).toEqual(['champ « id » : « autre » ne correspond pas au nom du fichier (a)']);
  });

  it('accepts a date written as quoted text or as a timestamp', () => {
    expect(parseArticle('a', `---\n${VALID.replace('2025-01-31', '"2025-01-31"')}\n---\n`).article?.date).toBe('2025-01-31');
    expect(parseArticle('a', `---\n${VALID.replace('2025-01-31', '2025-01-31T10:00:00Z')}\n---\n`).problems).toEqual([]);
  });

  it('computes the reading time from the words, 200 a minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'mot').join(' ');
    expect(parseArticle('a', `---\n${VALID}\n---\n${words(1400)}`).article?.readingMinutes).toBe(7);
    expect(parseArticle('a', `---\n${VALID}\n---\n${words(30)}`).article?.readingMinutes).toBe(1);
  });
});

describe('front matter fields a browser could misread', () => {
  const withField = (yaml: string) => parseArticle('a', `---\n${VALID}\n${yaml}\n---\nTexte`);

  it('takes categoryColor among the three brand colours only, naming the field and the allowed values', () => {
    for (const colour of ['#72B0CC', '#82BC6C', '#CF6E3F']) {
      expect(withField(`categoryColor: "${colour}"`).article?.categoryColor).toBe(colour);
    }
    for (const colour of ['#123456', '#FF0000', 'red', '#72B0C']) {
      const { article, problems } = withField(`categoryColor: "${colour}"`);
      expect(article, colour).toBeNull();
      expect(problems).toEqual(['champ « categoryColor » : attendu : une des trois couleurs de la marque, #72B0CC, #82BC6C ou #CF6E3F']);
    }
    // Written in lower case, it is still a brand colour, kept as the article writes it.
    expect(withField('categoryColor: "#cf6e3f"').article?.categoryColor).toBe('#CF6E3F');
  });

  // What a browser reads as another host: "//evil", "/\evil", "\/evil", "\\evil" (backslashes count as slashes).
  const OTHER_HOSTS = ['//evil.example/x.png', '/\\evil.example', '\\/evil.example', '\\\\evil', '/\\/evil.example'];

  it('refuses an imageHero that a browser would fetch from another host', () => {
    expect(withField('imageHero: /images/articles/a.svg').problems).toEqual([]);
    for (const value of OTHER_HOSTS) {
      const { article, problems } = withField(`imageHero: ${JSON.stringify(value)}`);
      expect(article, value).toBeNull();
      expect(problems, value).toEqual([expect.stringMatching(/^champ « imageHero » : attendu : un chemin du site .*autre site/)]);
    }
  });

  it('takes a picture of content/images/ with what it shows, and refuses one without or outside', () => {
    const { article, problems } = withField('image: articles/roi.svg\nimageAlt: "Une responsable devant un tableau de bord"');
    expect(problems).toEqual([]);
    expect(article).toMatchObject({ image: 'articles/roi.svg', imageAlt: 'Une responsable devant un tableau de bord' });
    expect(withField('image: articles/roi.svg').problems).toEqual([expect.stringMatching(/^champ « imageAlt » : obligatoire avec « image »/)]);
    for (const value of ['../secret.svg', '/images/a.svg', 'articles/../../a.svg', 'articles/a.gif', 'https://evil.example/a.svg', 'articles/']) {
      const result = withField(`image: ${JSON.stringify(value)}\nimageAlt: Texte`);
      expect(result.article, value).toBeNull();
      expect(result.problems, value).toEqual([expect.stringMatching(/^champ « image » : attendu : le chemin d’une image de content\/images\//)]);
    }
  });

  it('refuses a call-to-action href that a browser would follow to another host', () => {
    for (const href of ['/blog', '#contact', 'https://www.exemple.fr/page', 'mailto:a@example.com', 'tel:+33465712840']) {
      expect(withField(`ctas: [{ label: "Go", href: ${JSON.stringify(href)} }]`).problems, href).toEqual([]);
    }
    for (const href of OTHER_HOSTS) {
      const { article, problems } = withField(`ctas: [{ label: "Go", href: ${JSON.stringify(href)} }]`);
      expect(article, href).toBeNull();
      expect(problems, href).toEqual([expect.stringMatching(/^champ « ctas\.0\.href » : .*autre site/)]);
    }
  });
});
