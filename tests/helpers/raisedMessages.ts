import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Which message keys the source can raise, and with which parameters, read from its syntax
 * (TypeScript's parser; the type checker would take 20 s on this machine).
 *
 * A key is written in the source as:
 * - a literal where it is raised: `t('k', { a })`, `new AppError('k', { a })`, `issue('k', { a })`,
 *   a zod message, `{ key: 'k', params: { a } }`, maybe chosen (`ok ? 'k1' : 'k2'`);
 * - a literal raised elsewhere: returned by a function, kept in a table, and raised through a
 *   variable (`t(problem, { min })`), with the parameters of that site;
 * - a template (`errors.${x}_taken`), whose cases the caller gives.
 * A raise site whose key is a variable and that passes parameters is reported, for the caller to
 * say where its keys come from.
 */

/**
 * What the source passes with a key: parameter names; 'unread' (not an object literal); or, for a
 * key raised later through a variable, `{ passedTo }` (an argument to that function) or 'kept'
 * (returned, or kept in a table or a variable).
 */
export type Params = readonly string[] | 'unread' | { passedTo: string } | 'kept';

export type Raised = { key: string; file: string; where: string; params: Params };

/** A raise site whose key is a variable: `id` is its file and key expression, e.g. `src/x.ts problem`. */
export type Site = { id: string; where: string; params: readonly string[] | 'unread' };

/** A template key's cases: one value for each `{}` of its pattern (`errors.{}_taken`), or undefined if unknown. */
export type TemplateCases = (pattern: string) => readonly (readonly string[])[] | undefined;

export type Scan = { raised: Raised[]; sites: Site[]; unknownTemplates: string[] };

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

// Calls that raise their key argument: the key is the first argument, or the second for the
// server's t (Translate takes the language first); the parameters follow it.
const RAISERS = new Set(['t', 'AppError', 'NotLoggedInError']);
// An object property next to a key that holds its parameters: { key, params } or { key, values }.
const PARAM_PROPERTIES = new Set(['params', 'values']);
// Properties whose key is raised where it is written: zod's { error } and { message }.
const MESSAGE_PROPERTIES = new Set(['error', 'message']);
const EQUALITY = [
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
];

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

/** The names an object literal passes; 'unread' for anything else (a variable, a spread). */
function paramNames(node: ts.Expression | undefined): readonly string[] | 'unread' {
  if (!node) return [];
  if (!ts.isObjectLiteralExpression(node)) return 'unread';
  const names: string[] = [];
  for (const property of node.properties) {
    const name = ts.isSpreadAssignment(property) ? undefined : property.name;
    if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) return 'unread';
    names.push(name.text);
  }
  return names;
}

/** Climbs from a key through the expressions that only choose it (`a ? 'x' : 'y'`, `k ?? 'z'`). */
function chosen(node: ts.Node): ts.Node {
  let at = node;
  for (;;) {
    const parent = at.parent;
    const chooses =
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== at) ||
      (ts.isBinaryExpression(parent) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
          parent.operatorToken.kind,
        ) &&
        parent.right === at);
    if (!chooses) return at;
    at = parent;
  }
}

/** The parameters raised with the key at `node`: the argument after it, or its { params } sibling. */
function paramsAt(node: ts.Node): Params {
  const top = chosen(node);
  const parent = top.parent;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments) {
    const index = parent.arguments.indexOf(top as ts.Expression);
    const next = parent.arguments[index + 1];
    const name = calleeName(parent);
    if (RAISERS.has(name)) return paramNames(next);
    // Another call: `issue('k', { min })` raises with its parameters; `.min(1, 'k')` and
    // `countWrongPassword(db, user, 'k')` hand the key on, to be raised with no parameters or
    // with those of a site that raises what was passed to that function.
    if (next && ts.isObjectLiteralExpression(next)) return paramNames(next);
    return { passedTo: name };
  }
  if (ts.isPropertyAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) {
    const sibling = parent.parent.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && PARAM_PROPERTIES.has(p.name.text),
    );
    if (sibling) return paramNames(sibling.initializer);
    if (ts.isIdentifier(parent.name) && MESSAGE_PROPERTIES.has(parent.name.text)) return [];
  }
  return 'kept';
}

/** A literal compared with, not raised: `problem.key === 'errors.price_precision'`. */
function compared(node: ts.Node): boolean {
  const parent = chosen(node).parent;
  return ts.isBinaryExpression(parent) && EQUALITY.includes(parent.operatorToken.kind);
}

/** Whether a raiser's key argument is written at the call: literals and templates, maybe chosen. */
function written(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return true;
  if (ts.isParenthesizedExpression(node)) return written(node.expression);
  if (ts.isConditionalExpression(node)) return written(node.whenTrue) && written(node.whenFalse);
  return false;
}

/** The key a template pattern makes with these values, one per `{}`. */
const fill = (pattern: string, values: readonly string[]) => {
  let i = 0;
  return pattern.replace(/\{\}/g, () => values[i++] ?? '');
};

/**
 * Scans `files` for keys: literals that `isKey` accepts, and templates that start with one of
 * `namespaces` (the top-level names of the locale files) followed by a dot.
 */
export function scanMessages(options: {
  root: string;
  files: readonly string[];
  namespaces: readonly string[];
  isKey: (text: string, atRaiser: boolean) => boolean;
  templateCases: TemplateCases;
}): Scan {
  const { root, templateCases, isKey } = options;
  const namespaces = options.namespaces.join('|');
  const templateHead = new RegExp(`^(?:${namespaces})\\.`);
  // Parsing is most of the scan's time: a file that quotes no key and calls no raiser is skipped.
  const mayRaise = new RegExp(`['"\`](?:${namespaces})\\.|\\b(?:${[...RAISERS].join('|')})\\(`);
  const scan: Scan = { raised: [], sites: [], unknownTemplates: [] };

  for (const file of options.files) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const text = readFileSync(file, 'utf8');
    if (!mayRaise.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${relative}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const raise = (key: string, node: ts.Node) =>
      scan.raised.push({ key, file: relative, where: where(node), params: paramsAt(node) });

    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (ts.isLiteralTypeNode(node.parent)) return; // a type says which keys a variable holds
        const top = chosen(node).parent;
        const atRaiser =
          (ts.isCallExpression(top) || ts.isNewExpression(top)) && RAISERS.has(calleeName(top));
        if (isKey(node.text, atRaiser) && !compared(node)) raise(node.text, node);
        return;
      }
      if (ts.isTemplateExpression(node) && templateHead.test(node.head.text)) {
        const pattern = node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
        const cases = templateCases(pattern);
        if (!cases) scan.unknownTemplates.push(`${pattern} (${where(node)})`);
        for (const values of cases ?? []) raise(fill(pattern, values), node);
        return; // its spans hold the cases' values, not keys
      }
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && RAISERS.has(calleeName(node))) {
        const args = node.arguments ?? [];
        const keyAt = calleeName(node) === 't' && relative.startsWith('src/server/') ? 1 : 0;
        const keyArg = args[keyAt];
        if (keyArg && !written(keyArg)) {
          const params = paramNames(args[keyAt + 1]);
          if (params === 'unread' || params.length > 0)
            scan.sites.push({ id: `${relative} ${keyArg.getText(source)}`, where: where(node), params });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return scan;
}
