import { brand as shippedBrand, brandExamples } from '../content/brand.ts';
import type { Brand, BrandField } from '../content/types.ts';
import { luhnValid, vatNumberOf } from './company.ts';
import type { Config } from './config.ts';

/**
 * What is still an example or undecided before the site opens to the public (`npm run check`, and
 * one warning when `npm start` starts in production): each item says what, and the file or the
 * variable that changes it.
 */
export interface GoLiveItem {
  /** The file and field (« content/brand.ts, emails.contact »), or the variable (« PUBLIC_URL »). */
  where: string;
  problem: string;
}

/** Values this project ships that reach no real company: example.com addresses, « exemple » anywhere, "-exemple" accounts. */
const EXAMPLE_VALUE = /\bexample\.(?:com|org|net)\b|exemple/i;
/**
 * National numbers France reserves for fiction (ARCEP: 01 99 00, 02 61 91, 03 53 73, 04 65 71,
 * 05 36 49, 06 39 98, 09 72 10): the default phone is one, and must not stay.
 */
const FICTION_PHONE = /^0(?:199 ?00|261 ?91|353 ?73|465 ?71|536 ?49|639 ?98|972 ?10)/;
/** Hosts no visitor reaches: a PUBLIC_URL of one writes links to nowhere (npm run check, npm run export). */
export const LOCAL_HOST = /^(?:localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0)$|\.(?:localhost|local|test|example|invalid)$/;

/** Every string of a value, with its path (`emails.contact`, `social.2.url`). */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
}

const fileOf = (field: string) => (field === 'name' ? 'content/brand-name.ts' : 'content/brand.ts');

/** The company's details still shipped as examples, or that cannot be right. */
export function companyItems(brand: Brand = shippedBrand, examples: BrandField[] = brandExamples): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  const add = (field: string, problem: string) => items.push({ where: `${fileOf(field)}, ${field}`, problem });
  for (const field of examples) {
    const value = field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], brand);
    add(
      field,
      `${typeof value === 'string' ? `« ${value} » : ` : ''}valeur livrée avec le projet ; remplacez-la par la vôtre, puis retirez ce champ de brandExamples`,
    );
  }
  for (const [path, value] of stringsOf(brand, '')) {
    if (EXAMPLE_VALUE.test(value)) add(path, `« ${value} » est une valeur d’exemple`);
  }
  const national = brand.phoneE164.replace(/^\+33/, '0');
  if (FICTION_PHONE.test(national)) add('phoneE164', `${brand.phone} est un numéro réservé à la fiction`);
  if (brand.phone.replace(/\D/g, '') !== national.replace(/\D/g, '')) add('phone', `${brand.phone} et ${brand.phoneE164} ne sont pas le même numéro`);
  const { siren, siret, vatNumber } = brand.legal;
  const zeros = (digits: string) => /^0+$/.test(digits);
  if (zeros(siren)) add('legal.siren', 'numéro d’exemple (que des zéros)');
  else if (!/^\d{9}$/.test(siren) || !luhnValid(siren)) add('legal.siren', `${siren} n’est pas un SIREN valide (9 chiffres, clé de Luhn)`);
  if (zeros(siret)) add('legal.siret', 'numéro d’exemple (que des zéros)');
  else if (!/^\d{14}$/.test(siret) || !luhnValid(siret) || !siret.startsWith(siren))
    add('legal.siret', `${siret} n’est pas le SIRET d’un établissement du SIREN ${siren}`);
  if (!zeros(siren) && vatNumber !== vatNumberOf(siren))
    add('legal.vatNumber', `${vatNumber} n’est pas le numéro de TVA du SIREN ${siren} (${vatNumberOf(siren)})`);
  return items;
}

/** What the environment leaves undecided: the public address, where leads go, who may embed the chat. */
export function environmentItems(config: Config, env: Record<string, string | undefined>): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  const add = (where: string, problem: string) => items.push({ where, problem });
  const publicUrl = new URL(config.publicUrl);
  if (!env.PUBLIC_URL?.trim()) add('PUBLIC_URL', `non définie : les liens canoniques, le sitemap, les flux et les e-mails disent ${config.publicUrl}`);
  else if (LOCAL_HOST.test(publicUrl.hostname)) add('PUBLIC_URL', `${config.publicUrl} n’est pas une adresse publique`);
  else if (publicUrl.protocol !== 'https:') add('PUBLIC_URL', `${config.publicUrl} : le site public se sert en https://`);
  const { smtpUrl, webhookUrl, notifyTo } = config.leads;
  if (!smtpUrl && !webhookUrl)
    add(
      'SMTP_URL, LEADS_NOTIFY_TO ou LEADS_WEBHOOK_URL',
      'les demandes de contact ne sont envoyées à personne : elles restent dans la base jusqu’à ce qu’on les lise avec npm run leads',
    );
  if (notifyTo && EXAMPLE_VALUE.test(notifyTo)) add('LEADS_NOTIFY_TO', `« ${notifyTo} » est une adresse d’exemple`);
  if (config.leads.mailFrom && EXAMPLE_VALUE.test(config.leads.mailFrom)) add('MAIL_FROM', `« ${config.leads.mailFrom} » est une adresse d’exemple`);
  if (config.chatAllowedOrigins === null)
    add('CHAT_ALLOWED_ORIGINS', '* : n’importe quelle page peut appeler /api/chat ; listez les origines des sites partenaires');
  for (const [name, url] of [
    ['LEADS_WEBHOOK_URL', webhookUrl],
    ['CHAT_WEBHOOK_URL', config.chatWebhookUrl],
  ] as const) {
    if (url && new URL(url).protocol === 'http:' && !LOCAL_HOST.test(new URL(url).hostname))
      add(name, `${url} : les messages et les coordonnées des visiteurs y partiraient en clair (http://)`);
  }
  return items;
}

export const goLiveItems = (config: Config, env: Record<string, string | undefined>): GoLiveItem[] => [...companyItems(), ...environmentItems(config, env)];

/** One item as the check and the start warning write it. */
export const goLiveLine = (item: GoLiveItem) => `${item.where} : ${item.problem}`;

/** The list as the check prints it, one item a line. */
export function goLiveReport(items: GoLiveItem[]): string {
  if (items.length === 0) return 'Prêt à ouvrir : plus aucune valeur d’exemple ni réglage à décider.\n';
  const lines = items.map((item) => `- ${goLiveLine(item)}`);
  return `Avant d’ouvrir le site, ${items.length === 1 ? 'il reste 1 point' : `il reste ${items.length} points`} :\n${lines.join('\n')}\n`;
}
