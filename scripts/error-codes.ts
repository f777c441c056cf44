// Finds every error code the server sends (issue 31): the code argument of its error helpers (badRequest,
// unauthorized, forbidden, notFound, conflict, new AppError) and every `code: 'X'` in an object it answers with.
// scripts/error-codes.test.ts checks each against the shared list (packages/shared/src/error-codes.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'oxc-parser';

const root = new URL('..', import.meta.url).pathname;
const HELPERS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict']);
const CODE = /^[A-Z][A-Z0-9_]+$/;

type Node = { type: string; start: number; [key: string]: unknown };
export type SentCode = { file: string; line: number; code: string };

function serverFiles(dir = join(root, 'apps/server/src')): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'test') out.push(...serverFiles(path));
    } else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) out.push(path);
  }
  return out.sort();
}

/** The codes one source text sends. */
export function codesIn(file: string, source: string): SentCode[] {
  const { program } = parseSync(file, source);
  const found: SentCode[] = [];
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const strings = (node: unknown): Node[] => {
    const n = node as Node | undefined;
    if (!n) return [];
    if (n.type === 'Literal' && typeof n.value === 'string') return [n];
    if (n.type === 'ConditionalExpression') return [...strings(n.consequent), ...strings(n.alternate)];
    if (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression') return strings(n.expression);
    return [];
  };
  const add = (node: unknown) => {
    for (const s of strings(node)) {
      const code = s.value as string;
      if (CODE.test(code)) found.push({ file, line: lineOf(s.start), code });
    }
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (typeof n.type !== 'string') return;
    const callee = n.callee as (Node & { name?: string }) | undefined;
    const args = (n.arguments as Node[] | undefined) ?? [];
    if (n.type === 'CallExpression' && callee?.type === 'Identifier' && HELPERS.has(callee.name ?? ''))
      add(args[1]);
    if (n.type === 'NewExpression' && callee?.type === 'Identifier' && callee.name === 'AppError')
      add(args[1]);
    if (n.type === 'Property') {
      const key = n.key as Node & { name?: string; value?: unknown };
      if (key.name === 'code' || key.value === 'code') add(n.value);
    }
    for (const [key, child] of Object.entries(n)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (child && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return found;
}

/** Every code the server's own files send. */
export function serverCodes(): SentCode[] {
  return serverFiles().flatMap((path) => codesIn(relative(root, path), readFileSync(path, 'utf8')));
}
