// Finds shopper-side text that would not change language (issue 14 item 6, decision 0033), from the source:
//   - JSX text with letters outside `t(...)`;
//   - a text attribute (aria-label, placeholder, title, alt, label, ...) given as a plain string;
//   - a `t('…')` or toast text whose English key the Hindi catalogue (apps/web/src/locales/hi/*.json) lacks;
//   - a `t(...)` whose key is not a plain string (the checker could not look it up; use a string or a map).
// Admin pages stay in English and are skipped. Run: node --import tsx scripts/i18n-check.ts [file or folder …]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'oxc-parser';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web/src');

/** Owner-only code: the admin area stays in English. */
const ADMIN = [
  /\/features\/admin[^/]*\//,
  /\/features\/(cod-settings|gst-settings)\//,
  /\/app\/routes\/admin\//,
  // The owner's page frame (its way back to the dashboard), used by admin routes only.
  /\/components\/layout\/admin-page\.tsx$/,
  /\/features\/newsletter\/components\/subscribers-table\.tsx$/,
  /\/features\/size-guide\/components\/size-guide-editor\.tsx$/,
  /\/features\/tickets\/components\/admin-[^/]+\.tsx$/,
  // The tax invoice matches its PDF, a legal document issued in English (decision 0033).
  /\/features\/invoices\/components\/invoice-document\.tsx$/,
  /\/app\/routes\/store\/invoice\.tsx$/,
];

/** Text that reads the same in both languages: names, codes, symbols. */
const SAME_IN_BOTH = new Set(
  [
    'Zariya',
    'UPI',
    'GST',
    'GSTIN',
    'OTP',
    'COD',
    'AWB',
    'HSN',
    'PIN',
    'WhatsApp',
    'Razorpay',
    'cm',
    'in',
    'x',
    'XS',
    'S',
    'M',
    'L',
    'XL',
    'XXL',
    'English',
    'हिन्दी',
  ].map((w) => w.toLowerCase()),
);

const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'heading',
  'description',
  'hint',
  'message',
  'emptyMessage',
  'caption',
  'legend',
  'prefix',
  'suffix',
  'subtitle',
  'action',
]);

export type Finding = { file: string; line: number; kind: string; text: string };

function hasWords(text: string): boolean {
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g);
  if (!words) return false;
  return words.some((w) => !SAME_IN_BOTH.has(w.toLowerCase()));
}

export function shopperFiles(paths: string[] = [web]): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) walk(join(path, entry));
      return;
    }
    if (!/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path) || /\/test\//.test(path)) return;
    if (ADMIN.some((pattern) => pattern.test(path))) return;
    out.push(path);
  };
  for (const path of paths) walk(path);
  return out.sort();
}

export function hindiCatalogue(): Record<string, string> {
  const dir = join(web, 'locales/hi');
  const merged: Record<string, string> = {};
  for (const entry of readdirSync(dir)
    .filter((e) => e.endsWith('.json'))
    .sort())
    Object.assign(merged, JSON.parse(readFileSync(join(dir, entry), 'utf8')) as Record<string, string>);
  return merged;
}

/**
 * English texts that two locale files translate differently: all files are merged into one catalogue, so the
 * file read last would win and a shopper could see either. Answers `English → { file: Hindi }` for each.
 */
export function hindiConflicts(): Record<string, Record<string, string>> {
  const dir = join(web, 'locales/hi');
  const seen = new Map<string, Record<string, string>>();
  for (const entry of readdirSync(dir)
    .filter((e) => e.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(join(dir, entry), 'utf8')) as Record<string, string>;
    for (const [english, hindi] of Object.entries(part))
      seen.set(english, { ...seen.get(english), [entry]: hindi });
  }
  return Object.fromEntries([...seen].filter(([, byFile]) => new Set(Object.values(byFile)).size > 1));
}

type Node = { type: string; start: number; [key: string]: unknown };

export function checkFile(path: string, catalogue: Record<string, string>): Finding[] {
  const source = readFileSync(path, 'utf8');
  const { program } = parseSync(path, source);
  const findings: Finding[] = [];
  const file = relative(root, path);
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const add = (node: Node, kind: string, text: string) =>
    findings.push({ file, line: lineOf(node.start), kind, text: text.trim().replace(/\s+/g, ' ') });
  const literal = (node: unknown): string | undefined => {
    const n = node as Node | undefined;
    if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
    if (n?.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0)
      return ((n.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? '') as string;
    return undefined;
  };
  const needKey = (node: Node, key: string, kind: string) => {
    if (hasWords(key) && !(key in catalogue)) add(node, kind, key);
  };

  const visit = (node: unknown, parent: Node | undefined) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (typeof n.type !== 'string') return;

    if (n.type === 'JSXText' && hasWords(String(n.value))) add(n, 'JSX text', String(n.value));
    if (n.type === 'JSXAttribute') {
      const name = (n.name as Node & { name?: string }).name;
      const value = n.value as Node | null;
      const text =
        literal(value) ?? (value?.type === 'JSXExpressionContainer' ? literal(value.expression) : undefined);
      if (typeof name === 'string' && TEXT_ATTRIBUTES.has(name) && text !== undefined && hasWords(text))
        add(n, `${name}=`, text);
    }
    if (n.type === 'CallExpression') {
      const callee = n.callee as Node & {
        name?: string;
        object?: Node & { name?: string };
        property?: Node & { name?: string };
      };
      const args = n.arguments as Node[];
      const isT =
        (callee.type === 'Identifier' && callee.name === 't') ||
        (callee.type === 'MemberExpression' &&
          callee.property?.name === 't' &&
          /i18n/i.test(callee.object?.name ?? ''));
      const isToast =
        (callee.type === 'Identifier' && callee.name === 'toast') ||
        (callee.type === 'MemberExpression' && callee.object?.name === 'toast');
      if (isT && args[0]) {
        const key = literal(args[0]);
        if (key === undefined) {
          // A key chosen at run time: each candidate must be a plain string the checker can see.
          const first = args[0];
          if (first.type === 'ConditionalExpression') {
            for (const branch of [first.consequent, first.alternate] as Node[]) {
              const k = literal(branch);
              if (k === undefined)
                add(
                  branch,
                  't(…) key not a string',
                  source.slice(branch.start, (branch.end as number) ?? branch.start + 40),
                );
              else needKey(branch, k, 'missing in locales/hi');
            }
          }
        } else needKey(n, key, 'missing in locales/hi');
      }
      if (isToast && args[0]) {
        const key = literal(args[0]);
        if (key !== undefined) needKey(n, key, 'toast missing in locales/hi');
      }
    }
    for (const [key, child] of Object.entries(n)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (child && typeof child === 'object') visit(child, n);
    }
  };
  visit(program, undefined);
  return findings;
}

export function checkShopperSide(paths?: string[]): Finding[] {
  const catalogue = hindiCatalogue();
  return shopperFiles(paths).flatMap((file) => checkFile(file, catalogue));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const paths = process.argv.slice(2).map((p) => join(process.cwd(), p));
  const findings = checkShopperSide(paths.length > 0 ? paths : undefined);
  for (const f of findings) console.log(`${f.file}:${f.line}  ${f.kind}  ${JSON.stringify(f.text)}`);
  console.log(`${findings.length} text(s) would stay in English`);
  process.exitCode = findings.length > 0 ? 1 : 0;
}
