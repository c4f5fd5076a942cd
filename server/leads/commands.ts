/**
 * `npm run leads -- …`: the parsing and the four commands, over a store. Run by the CLI against the
 * database, or by the server for it over the control socket; so it only returns text, never prints.
 */
import { parseArgs } from 'node:util';
import { displayPhone, readEmail, readPhone } from './contact-details.ts';
import { CHANNEL_LABELS, KIND_LABELS, leadsCsv, leadsJson } from './export.ts';
import { EXPORTED_FIELDS, type LeadField } from './fields.ts';
import { parisDateTime, parisMidnight } from '../paris-time.ts';
import { groupQuestions } from '../conversations/unanswered.ts';
import type { CommandResult } from './control.ts';
import { archiveHeldDatabase } from './db.ts';
import type { Lead, LeadStore } from './store.ts';

export type CommandStore = Pick<LeadStore, 'list' | 'pending' | 'erase' | 'purge' | 'unanswered'>;

export const USAGE = `Usage : npm run leads -- <commande>
  list [--limit N]                               les dernières demandes (20 par défaut), une par ligne
  export --format csv|json [--since AAAA-MM-JJ]  toutes les demandes sur la sortie standard,
                                                 depuis ce jour (heure de Paris) inclus
  erase <e-mail ou téléphone>                    efface les demandes de cette personne et leurs
                                                 notifications (droit à l'effacement)
  purge                                          supprime les demandes de plus de LEADS_RETENTION_DAYS
                                                 jours (1095 par défaut)
  backup FICHIER                                 copie cohérente de la base intégrée (DATA_DIR) dans ce
                                                 fichier .tar.gz, le serveur en marche ou arrêté
  restore FICHIER                                recrée la base intégrée d'une sauvegarde dans un
                                                 DATA_DIR vide (serveur arrêté)
Dans un fichier, sans les lignes de npm : npm run -s leads -- export --format csv > demandes.csv
`;

/** `npm run assistant -- …`: the same program, for the content team. */
export const ASSISTANT_USAGE = `Usage : npm run assistant -- <commande>
  unanswered [--since AAAA-MM-JJ]   les questions auxquelles l'assistant intégré n'a pas trouvé de réponse
                                    dans nos pages, regroupées, les plus fréquentes d'abord (e-mails et
                                    numéros masqués), depuis ce jour (heure de Paris) inclus
`;

class UsageError extends Error {}

const DEFAULT_LIST = 20;
const MAX_LIST = 10_000;

/** Node's own messages, in English, name the faulty argument between quotes: keep it, say the rest in French. */
function parse<T extends Record<string, { type: 'string' }>>(args: string[], options: T, allowPositionals = false) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (!code?.startsWith('ERR_PARSE_ARGS_')) throw error;
    const token = /'([^']*)'/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`option inconnue « ${token} »`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`l'option ${token.split(' ')[0]} attend une valeur`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`argument en trop « ${token} »`);
    throw new UsageError(`arguments mal formés (${message})`);
  }
}

/** The visitor's words on a terminal: no control characters (escape sequences, line breaks, bidi overrides). */
function plain(text: string, max = 60): string {
  const flat = text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function line(lead: Lead, pending: string[]): string {
  const who = plain(lead.name) + (lead.company ? ` (${plain(lead.company)})` : '');
  const phone = lead.phone ? displayPhone(lead.phone) : '';
  // The fields in the exports' order, the company beside the name, the moment left out (the line is short).
  const shown: Partial<Record<LeadField, string>> = {
    kind: KIND_LABELS[lead.kind] ?? plain(lead.kind),
    name: who,
    company: '',
    phone: plain(phone),
    callbackTime: '',
  };
  const fields = [parisDateTime(lead.createdAt), lead.reference, ...EXPORTED_FIELDS.map((field) => shown[field] ?? plain(lead[field]))];
  if (pending.length) fields.push(`[en attente : ${pending.join(', ')}]`);
  return fields.filter(Boolean).join('  ');
}

async function list(store: CommandStore, args: string[]): Promise<CommandResult> {
  const { values } = parse(args, { limit: { type: 'string' } });
  const limit = values.limit === undefined ? DEFAULT_LIST : Number(values.limit);
  if (!/^\d+$/.test(values.limit ?? '1') || limit < 1 || limit > MAX_LIST)
    throw new UsageError(`--limit attend un nombre entre 1 et ${MAX_LIST} (reçu « ${values.limit} »)`);
  const [leads, pending] = await Promise.all([store.list({ limit }), store.pending()]);
  if (leads.length === 0) return { stdout: 'Aucune demande.\n', stderr: '', code: 0 };
  const lines = leads.map((lead) =>
    line(
      lead,
      (pending.get(lead.id) ?? []).map((channel) => CHANNEL_LABELS[channel] ?? channel),
    ),
  );
  return { stdout: `${lines.join('\n')}\n`, stderr: '', code: 0 };
}

async function exportLeads(store: CommandStore, args: string[]): Promise<CommandResult> {
  const { values } = parse(args, { format: { type: 'string' }, since: { type: 'string' } });
  if (values.format !== 'csv' && values.format !== 'json') {
    throw new UsageError(values.format === undefined ? 'export attend --format csv ou --format json' : `format inconnu « ${values.format} » : csv ou json`);
  }
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = parisMidnight(values.since) ?? undefined;
    if (!since) throw new UsageError(`date invalide « ${values.since} » : attendu AAAA-MM-JJ, par exemple 2026-01-31`);
  }
  const [leads, pending] = await Promise.all([store.list({ since }), store.pending()]);
  return { stdout: values.format === 'csv' ? leadsCsv(leads, pending) : leadsJson(leads, pending), stderr: '', code: 0 };
}

/** One JSON line, like the server's log: what was done and how many, never whom. */
const logLine = (now: Date, entry: Record<string, unknown>) => `${JSON.stringify({ time: now.toISOString(), ...entry })}\n`;

async function erase(store: CommandStore, args: string[], now: Date): Promise<CommandResult> {
  const { positionals } = parse(args, {}, true);
  // « 06 12 34 56 78 » arrives as five arguments.
  const contact = positionals.join(' ').trim();
  if (!contact) throw new UsageError("erase attend l'adresse e-mail ou le numéro de téléphone de la personne");
  const email = readEmail(contact);
  const phone = email ? null : readPhone(contact);
  if (!email && !phone) throw new UsageError(`« ${contact} » n'est ni une adresse e-mail ni un numéro de téléphone valide`);
  const count = await store.erase(email ? { email } : { phone: phone! });
  return {
    stdout: `${count} demande${count > 1 ? 's' : ''} effacée${count > 1 ? 's' : ''}.\n`,
    stderr: logLine(now, { event: 'leads-erased', by: email ? 'email' : 'phone', count }),
    code: 0,
  };
}

async function purge(store: CommandStore, args: string[], retentionDays: number, now: Date): Promise<CommandResult> {
  parse(args, {});
  const count = await store.purge(retentionDays, now);
  return {
    stdout: `${count} demande${count > 1 ? 's' : ''} de plus de ${retentionDays} jours supprimée${count > 1 ? 's' : ''}.\n`,
    stderr: logLine(now, { event: 'leads-purged', retentionDays, count }),
    code: 0,
  };
}

async function unanswered(store: CommandStore, args: string[]): Promise<CommandResult> {
  const { values } = parse(args, { since: { type: 'string' } });
  const since = values.since === undefined ? undefined : parisMidnight(values.since);
  if (since === null) throw new UsageError(`date invalide « ${values.since} » : attendu AAAA-MM-JJ, par exemple 2026-01-31`);
  const groups = groupQuestions(await store.unanswered(since));
  if (groups.length === 0) return { stdout: 'Aucune question sans réponse.\n', stderr: '', code: 0 };
  const width = String(groups[0]!.count).length;
  const lines = groups.map((group) => `${String(group.count).padStart(width)}  ${parisDateTime(new Date(group.last))}  ${group.question}`);
  return { stdout: `${lines.join('\n')}\n`, stderr: '', code: 0 };
}

/** The server's half of `backup FICHIER`: the copy of the database it holds; the command writes the file. */
async function backup(args: string[]): Promise<CommandResult> {
  parse(args, {});
  const archive = await archiveHeldDatabase();
  if (!archive) throw new Error('aucune base intégrée ouverte : la sauvegarde ne concerne que DATA_DIR');
  return { stdout: '', stderr: '', code: 0, archive: archive.toString('base64') };
}

/** Runs one command; a usage error is exit code 2 with the usage, a database error is thrown. */
export async function runLeadCommand(store: CommandStore, args: string[], options: { retentionDays: number; now?: Date }): Promise<CommandResult> {
  const [command, ...rest] = args;
  const now = options.now ?? new Date();
  try {
    switch (command) {
      case 'list':
        return await list(store, rest);
      case 'export':
        return await exportLeads(store, rest);
      case 'erase':
        return await erase(store, rest, now);
      case 'purge':
        return await purge(store, rest, options.retentionDays, now);
      case 'unanswered':
        return await unanswered(store, rest);
      case 'backup':
        return await backup(rest);
      case 'help':
      case '--help':
      case '-h':
        return { stdout: USAGE, stderr: '', code: 0 };
      default:
        throw new UsageError(command === undefined ? 'commande manquante' : `commande inconnue « ${command} »`);
    }
  } catch (error) {
    if (error instanceof UsageError) return { stdout: '', stderr: `leads : ${error.message}\n\n${USAGE}`, code: 2 };
    throw error;
  }
}
