import { load } from 'js-yaml';

export interface FrontMatterResult {
  /** The YAML block's data, or null when the file has none. */
  data: Record<string, unknown> | null;
  body: string;
}

export class FrontMatterError extends Error {
  override name = 'FrontMatterError';
}

// A block of YAML between two lines of three or more dashes, at the very start of the file.
const BLOCK = /^\uFEFF?(-{3,})[ \t]*\r?\n([\s\S]*?)\r?\n?^-{3,}[ \t]*(?:\r?\n|$)/m;

export function parseFrontMatter(text: string): FrontMatterResult {
  const match = BLOCK.exec(text);
  if (match?.index !== 0) return { data: null, body: text };
  const yaml = match[2] ?? '';
  let data: unknown = {};
  try {
    // js-yaml 5 refuses an empty document; an empty block is simply no field.
    if (yaml.trim()) data = load(yaml);
  } catch (error) {
    throw new FrontMatterError(`Erreur de parsing du YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    throw new FrontMatterError('Erreur de parsing du YAML: le bloc doit être une liste de champs « nom: valeur »');
  }
  return { data: (data ?? {}) as Record<string, unknown>, body: text.slice(match[0].length) };
}
