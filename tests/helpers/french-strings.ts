import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundText {
  file: string;
  line: number;
  text: string;
}

/** Words that only French prose puts between spaces; an identifier, a CSS class or a URL has none. */
const FRENCH_WORD =
  /(^|[\s'’(«])(le|la|les|des|du|de|un|une|et|pour|avec|vos|nos|votre|notre|vous|nous|est|sur|dans|au|aux|en|à|ou|pas|plus|qui|que|ce|cette)(?=[\s'’,.:;!?»)])/i;
const FRENCH_LETTER = /[àâçéèêëîïôûùüÿœ’«»]/i;

/** Looks like words a person reads: two words at least, and French by its words or its letters. */
export function isFrenchProse(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!/\p{L}{2,}[\s\u00a0'’]+\p{L}/u.test(trimmed)) return false;
  return FRENCH_WORD.test(trimmed) || FRENCH_LETTER.test(trimmed);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every string literal, template text and JSX text of the folders' TypeScript that reads as French prose. */
export function frenchTexts(root: string, folders: string[]): FoundText[] {
  const found: FoundText[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node) => {
      let text: string | undefined;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) text = node.text;
      else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text;
      if (text !== undefined && isFrenchProse(text)) {
        found.push({
          file: relative(root, file),
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          text: text.replace(/\s+/g, ' ').trim(),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
