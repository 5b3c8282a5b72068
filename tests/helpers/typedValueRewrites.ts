import ts from 'typescript';

/*
 * Finds the places where a screen rewrites what the user typed before keeping it: the habit that
 * opened a 1-lot position for "1.5" (issue 29). A field must keep the text as typed; a form rule
 * says what is wrong with it (src/core/forms). Reported, each with the line it is on:
 *
 * 1. A change handler of a text box that transforms the typed value on its way to state: the
 *    value (the handler's first parameter, or `e.target.value` on it) goes through a string
 *    method that edits text (`.replace`, `.slice`, `.trim`, `.toUpperCase`, …), a number
 *    conversion (`Number`, `parseInt`, `parseFloat`, unary `+`, `Math.*`: rounding and clamping),
 *    a helper known to filter (`decimalInput`, `sixDigits`), or a comparison that picks another
 *    value (`v >= 1 ? v : 1`). A call to a function of the same file is followed into it with the
 *    value's parameter (`edit(v)` where `edit` filters). Calls that store or pass the value on
 *    (`setAmount(v)`, `set({ amount: v })`, `onChange(v)`) end the path: the value arrives as typed.
 *    Text boxes: `input` and `textarea`, react-vant's Field, Input, Search, Stepper and
 *    PasswordInput, and this app's components named *Field, *Fields or *Input. Other elements'
 *    handlers get a choice, not typed text (a tab's name, a dropdown's value), and are left alone.
 * 2. A box that rewrites typed text itself: react-vant's Stepper with an editable input (it cuts to
 *    an integer and clamps to min/max), a Field or Input of type "digit" or "number" or with a
 *    `formatter` (react-vant drops what is not a number), and `<input type="number">` (the browser
 *    empties a value it cannot read as a number).
 * 3. Any use of the filtering helpers `decimalInput` and `sixDigits`, however they are passed on.
 */

const TEXT_METHODS = new Set([
  'replace',
  'replaceAll',
  'slice',
  'substring',
  'substr',
  'trim',
  'trimStart',
  'trimEnd',
  'toUpperCase',
  'toLowerCase',
  'toLocaleUpperCase',
  'toLocaleLowerCase',
  'toFixed',
  'padStart',
  'padEnd',
  'normalize',
]);
const NUMBER_FUNCTIONS = new Set(['Number', 'parseInt', 'parseFloat']);
const FILTERING_HELPERS = new Set(['decimalInput', 'sixDigits']);
const KIT_TEXT_BOXES = new Set(['input', 'textarea', 'Field', 'Input', 'Search', 'Stepper', 'PasswordInput']);
const CHANGE_HANDLERS = new Set(['onChange', 'onInput']);
const RELATIONAL = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);

export type Rewrite = { line: number; why: string };

type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

const isTextBox = (tag: string) => KIT_TEXT_BOXES.has(tag) || /^[A-Z]\w*(Field|Fields|Input)$/.test(tag);

const attribute = (element: ts.JsxOpeningLikeElement, name: string) =>
  element.attributes.properties.find(
    (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name,
  );

/** A string attribute's value (`type="number"` or `type={'number'}`), else undefined. */
function stringValue(attr: ts.JsxAttribute | undefined): string | undefined {
  const init = attr?.initializer;
  if (!init) return undefined;
  if (ts.isStringLiteral(init)) return init.text;
  if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression))
    return init.expression.text;
  return undefined;
}

/** What a step from `child` up to `parent` does to the value `child` holds; a reason, or null. */
function rewriteAt(parent: ts.Node, child: ts.Node): string | null {
  if (
    ts.isPropertyAccessExpression(parent) &&
    parent.expression === child &&
    TEXT_METHODS.has(parent.name.text) &&
    ts.isCallExpression(parent.parent) &&
    parent.parent.expression === parent
  )
    return `.${parent.name.text}() on the typed value`;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression;
    const inArguments = parent.arguments.some((a) => a === child);
    if (inArguments && ts.isIdentifier(callee) && NUMBER_FUNCTIONS.has(callee.text))
      return `${callee.text}() on the typed value`;
    if (inArguments && ts.isIdentifier(callee) && FILTERING_HELPERS.has(callee.text))
      return `${callee.text}() on the typed value`;
    if (
      inArguments &&
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'Math'
    )
      return `Math.${callee.name.text}() on the typed value`;
  }
  if (ts.isPrefixUnaryExpression(parent) && parent.operator === ts.SyntaxKind.PlusToken)
    return 'unary + on the typed value';
  if (ts.isBinaryExpression(parent) && RELATIONAL.has(parent.operatorToken.kind)) {
    const conditional = parent.parent;
    if (conditional && ts.isConditionalExpression(conditional) && conditional.condition === parent)
      return 'a comparison that replaces the typed value (a clamp)';
  }
  return null;
}

/** The same file's function of that name (`const edit = (…) => …` or `function edit(…)`). */
function localFunction(source: ts.SourceFile, name: string): FunctionLike | undefined {
  let found: FunctionLike | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isFunctionDeclaration(node) && node.name?.text === name) found = node;
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      found = node.initializer;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Follows the parameter at `index` of `fn` through its body: the first rewrite of its value, or
 * null when every path stores or passes it on as it is.
 */
function rewriteOfParameter(
  source: ts.SourceFile,
  fn: FunctionLike,
  index: number,
  depth: number,
): string | null {
  const parameter = fn.parameters[index];
  if (!parameter || !ts.isIdentifier(parameter.name) || !fn.body) return null;
  const name = parameter.name.text;
  let found: string | null = null;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isIdentifier(node) && node.text === name && node !== parameter.name) {
      found = rewriteOnTheWayUp(source, node, fn.body!, depth);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  return found;
}

/** Walks from a use of the value up to the function's body, stopping where the value is passed on. */
function rewriteOnTheWayUp(source: ts.SourceFile, use: ts.Node, body: ts.Node, depth: number): string | null {
  let child: ts.Node = use;
  for (let parent = use.parent; parent && child !== body; child = parent, parent = parent.parent) {
    const why = rewriteAt(parent, child);
    if (why) return why;
    if (ts.isCallExpression(parent) && parent.arguments.some((a) => a === child)) {
      // Passed on: into a function of this file, follow it; into anything else, it arrives as typed.
      const callee = parent.expression;
      const target = ts.isIdentifier(callee) && depth < 3 ? localFunction(source, callee.text) : undefined;
      return target
        ? rewriteOfParameter(source, target, parent.arguments.indexOf(child as ts.Expression), depth + 1)
        : null;
    }
  }
  return null;
}

/** Every rewrite of typed text in one source file, by line. */
export function typedValueRewrites(fileName: string, text: string): Rewrite[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Rewrite[] = [];
  const report = (node: ts.Node, why: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, why });

  const checkElement = (element: ts.JsxOpeningLikeElement) => {
    const tag = element.tagName.getText(source);
    const type = stringValue(attribute(element, 'type'));
    if (tag === 'Stepper' && !attribute(element, 'disableInput'))
      report(element, "react-vant's Stepper rewrites typed text (integer, min/max)");
    if ((tag === 'Field' || tag === 'Input') && (type === 'digit' || type === 'number'))
      report(element, `react-vant's ${tag} type="${type}" drops what is not a number`);
    if ((tag === 'Field' || tag === 'Input') && attribute(element, 'formatter'))
      report(element, `react-vant's ${tag} formatter rewrites typed text`);
    if (tag === 'input' && type === 'number')
      report(element, '<input type="number"> empties what it cannot read');
    if (!isTextBox(tag)) return;
    for (const property of element.attributes.properties) {
      if (!ts.isJsxAttribute(property) || !CHANGE_HANDLERS.has(property.name.getText(source))) continue;
      const init = property.initializer;
      const handler = init && ts.isJsxExpression(init) ? init.expression : undefined;
      if (!handler) continue;
      const fn =
        ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)
          ? handler
          : ts.isIdentifier(handler)
            ? localFunction(source, handler.text)
            : undefined;
      const why = fn && rewriteOfParameter(source, fn, 0, 0);
      if (why) report(property, `${tag} ${property.name.getText(source)}: ${why}`);
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) checkElement(node);
    if (
      ts.isIdentifier(node) &&
      FILTERING_HELPERS.has(node.text) &&
      !ts.isImportSpecifier(node.parent) &&
      !(
        (ts.isVariableDeclaration(node.parent) || ts.isFunctionDeclaration(node.parent)) &&
        node.parent.name === node
      )
    )
      report(node, `${node.text} filters what was typed`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // One line, one report: a helper inside a handler is found by both rules.
  const byLine = new Map<number, Rewrite>();
  for (const rewrite of found) if (!byLine.has(rewrite.line)) byLine.set(rewrite.line, rewrite);
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}
