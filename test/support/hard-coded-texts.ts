import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';

/** Props whose string is read by a person (or a screen reader), on elements and on the app's components. */
const TEXT_PROPS = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'legend',
  'hint',
  'busyLabel',
  'backLabel',
  'prompt',
  'description',
  'heading',
  'message',
  'emptyText',
  'sportsLegend',
  'sportsHint',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
]);
const WORDS = /[A-Za-z]{2,}/;

/** The strings an expression renders: itself, either branch of a condition, the right of `&&`/`||`/`??`. */
function renderedStrings(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(expression)) return renderedStrings(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...renderedStrings(expression.whenTrue), ...renderedStrings(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.AmpersandAmpersandToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    )
      return renderedStrings(expression.right);
  }
  return [];
}

/**
 * The texts a component file writes out in English instead of reading them from a catalogue:
 * JSX text, strings rendered among JSX children, and strings given to the props in TEXT_PROPS.
 */
export function hardCodedTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const keep = (texts: string[]) => found.push(...texts.filter((text) => WORDS.test(text)).map((text) => text.trim()));
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) keep([node.text]);
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      keep(renderedStrings(node.expression));
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) keep([value.text]);
      else if (ts.isJsxExpression(value) && value.expression) keep(renderedStrings(value.expression));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every component file of the web app, as a path from the repository's root. */
export function componentFiles(root: string): string[] {
  return (readdirSync(join(root, 'web/src'), { recursive: true }) as string[])
    .filter((path) => path.endsWith('.tsx'))
    .map((path) => `web/src/${path.split(sep).join('/')}`)
    .sort();
}
