/**
 * The import graph reads one way: content/ at the bottom (texts and data, and the small functions
 * that write them), protocol/ beside it (what the widget and the server agree on), then the page
 * components (client/) and the chat widget (widget/), then the server, then scripts/. Type-only
 * imports count: a loop of types is still two modules that cannot be read apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';

const LAYERS = ['content', 'protocol', 'client', 'widget', 'server', 'scripts', 'tools'] as const;
type Layer = (typeof LAYERS)[number];

/** What each layer may import besides itself. */
const MAY_IMPORT: Record<Layer, Layer[]> = {
  content: [],
  protocol: [],
  client: ['content', 'protocol'],
  widget: ['content', 'protocol'],
  server: ['content', 'protocol', 'client'],
  scripts: ['content', 'protocol', 'client', 'widget', 'server', 'tools'],
  tools: ['content', 'protocol', 'server'],
};

/** The server renders the page components: only these modules of it import client/. */
const RENDERERS = new Set(['server/pages.tsx', 'server/document.tsx', 'server/share-cards.tsx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every relative module a file imports or re-exports, statically (type-only included) or dynamically. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!.replace(/\?.*$/, ''));
  return specifiers.filter((specifier) => specifier.startsWith('.')).map((specifier) => relative(ROOT, resolve(dirname(file), specifier)));
}

const layerOf = (path: string) => LAYERS.find((layer) => path.startsWith(`${layer}/`));

const files = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer))).map((file) => relative(ROOT, file));
const graph = new Map(files.map((file) => [file, importsOf(join(ROOT, file))]));

/** Strongly connected components of more than one module, or a module importing itself (Tarjan). */
function loops(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!edges.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)!.includes(node)) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the import graph', () => {
  it('finds the modules it checks, and their imports', () => {
    // A reader that found nothing would let every rule below pass.
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get('server/app.ts')).toContain('server/page-cache.ts');
    expect(graph.get('server/assistant/turn.ts')).toContain('protocol/chat.ts');
  });

  it('imports only files that exist', () => {
    const known = new Set(files);
    const missing = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => layerOf(target) && !known.has(target) && !/\.(json|css|svg|txt)$/.test(target)).map((target) => `${file} → ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it('goes one way between the layers', () => {
    const against = [...graph].flatMap(([file, targets]) => {
      const from = layerOf(file)!;
      return targets
        .filter((target) => {
          const to = layerOf(target);
          if (!to || to === from) return false;
          if (from === 'server' && to === 'client') return !RENDERERS.has(file);
          return !MAY_IMPORT[from].includes(to);
        })
        .map((target) => `${file} → ${target}`);
    });
    expect(against).toEqual([]);
  });

  it('has no loop, type-only imports included', () => {
    expect(loops(graph)).toEqual([]);
  });
});
