/**
 * French chat shorthand, as visitors text (« c koi », « jveux », « cb ça coûte », « vs faites des
 * écrans pr les salles de réu ? »), and the words it stands for. The assistant reads a French message
 * with these written out (server/assistant/texting.ts), so that intents and search find our words
 * instead of reading typos of them. Keys are folded (lower case, no accents) whole words; a word of
 * a longer one (« jsx », « usb-c », an e-mail address) is never one of them.
 *
 * Left out, for their other meaning in our visitors' messages: « cv » (a CV, not « ça va »), « cc »
 * (a copy of an e-mail), « k » (« 4 k »), « tel » (« tel quel »), « sa » (« sa table »), « pu »
 * (« j’ai pu »), « g » (grams), « ts » (TypeScript), « yen » (the currency), « rdv » (read as it is).
 */

/** Shorthand with one meaning in a chat: written out wherever it stands. */
export const textingWords: Record<string, string> = {
  // Greetings, thanks, apologies.
  slt: 'salut',
  bjr: 'bonjour',
  bsr: 'bonsoir',
  mrc: 'merci',
  mci: 'merci',
  dsl: 'désolé',
  dacc: 'd’accord',
  dac: 'd’accord',
  ouais: 'oui',
  oki: 'ok',
  nn: 'non',
  // Question words.
  koi: 'quoi',
  kwa: 'quoi',
  koa: 'quoi',
  kel: 'quel',
  kelle: 'quelle',
  kels: 'quels',
  ki: 'qui',
  ke: 'que',
  kan: 'quand',
  qd: 'quand',
  cb: 'combien',
  cmb: 'combien',
  cbien: 'combien',
  cmt: 'comment',
  pk: 'pourquoi',
  pq: 'pourquoi',
  pkoi: 'pourquoi',
  pcq: 'parce que',
  pck: 'parce que',
  // « je » run into its verb.
  jveux: 'je veux',
  jvoudrais: 'je voudrais',
  jpeux: 'je peux',
  jsuis: 'je suis',
  chui: 'je suis',
  chuis: 'je suis',
  jsp: 'je ne sais pas',
  jcp: 'je ne sais pas',
  jsais: 'je sais',
  jcherche: 'je cherche',
  jvous: 'je vous',
  jdemande: 'je demande',
  jpense: 'je pense',
  jcrois: 'je crois',
  jfais: 'je fais',
  jvais: 'je vais',
  jme: 'je me',
  jte: 'je te',
  jaimerais: 'j’aimerais',
  jai: 'j’ai',
  jpp: 'j’en peux plus',
  // Other words cut short.
  tkt: 't’inquiète',
  bcp: 'beaucoup',
  bcq: 'beaucoup',
  vrmt: 'vraiment',
  tps: 'temps',
  qqn: 'quelqu’un',
  qqun: 'quelqu’un',
  qqch: 'quelque chose',
  qq: 'quelques',
  qlq: 'quelque',
  qlqs: 'quelques',
  qlqn: 'quelqu’un',
  tlm: 'tout le monde',
  ya: 'il y a',
  mtn: 'maintenant',
  mnt: 'maintenant',
  dem1: 'demain',
  '2m1': 'demain',
  auj: 'aujourd’hui',
  ajd: 'aujourd’hui',
  pb: 'problème',
  pbs: 'problèmes',
  pbm: 'problème',
  perso: 'personnel',
  persos: 'personnels',
  reu: 'réunion',
  reus: 'réunions',
  dispo: 'disponible',
  dispos: 'disponibles',
  appli: 'application',
  applis: 'applications',
  tt: 'tout',
  tjrs: 'toujours',
  tjs: 'toujours',
  tjr: 'toujours',
  ds: 'dans',
  dc: 'donc',
  ac: 'avec',
  avc: 'avec',
  avt: 'avant',
  ns: 'nous',
  msg: 'message',
  dmd: 'demande',
  diff: 'différence',
  pers: 'personnes',
  aprem: 'après-midi',
  ptet: 'peut-être',
  num: 'numéro',
};

/**
 * Shorthand with another meaning beside its chat one: written out only where the rule of
 * server/assistant/texting.ts reads the chat one.
 */
export const ambiguousTexting = {
  // « vous », or "versus" between two terms (« HDR vs SDR », « écran collaboratif vs tableau blanc »).
  vs: 'vous',
  // « c’est », but the letter of « USB C », « type C », « 20 c » (degrees), « langage C ».
  c: 'c’est',
  // « pour », but PR (relations presse) in capitals, and « Pr » (professeur) before a name.
  pr: 'pour',
  // « même », but millimetres after a figure (« 5 mm »).
  mm: 'même',
} as const;

/** Words before « c » that make it a letter: « port USB C », « type C », « langage C ». */
export const letterNamers: readonly string[] = ['usb', 'type', 'port', 'prise', 'classe', 'langage', 'vitamine', 'norme', 'plan', 'option', 'categorie'];

/**
 * Words around « vs » that make it « vous »: before it, a preposition, a conjunction or a question
 * word (« chez vs », « pk vs gardez »); after it, a pronoun of the verb that follows (« vs le
 * faites », « vs n’avez »). A verb after it tells as much (server/assistant/texting.ts).
 */
export const vousBefore: readonly string[] = [
  'chez',
  'pour',
  'pr',
  'avec',
  'ac',
  'avc',
  'a',
  'de',
  'd',
  'que',
  'qu',
  'ke',
  'si',
  'et',
  'mais',
  'ou',
  'pk',
  'pq',
  'pourquoi',
  'qd',
  'quand',
  'comment',
  'cmt',
  'est',
  'ce',
  'c',
  'sans',
  'par',
  'sur',
  'alors',
  'donc',
  'dc',
  'tkt',
  'salut',
  'slt',
  'bonjour',
  'bjr',
];
export const vousAfter: readonly string[] = [
  'me',
  'm',
  'nous',
  'ns',
  'le',
  'l',
  'la',
  'les',
  'lui',
  'leur',
  'en',
  'y',
  'ne',
  'n',
  'etes',
  'faites',
  'dites',
  'avez',
];
