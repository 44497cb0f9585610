import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * STYLE.md habit 12: every text a person reads comes from the catalogue. This scans the components for
 * literal words a person would read: JSX text, string children (`{'Save'}`, `{x ? 'On' : 'Off'}`) and
 * string values of the props that show text (label=, title=, placeholder=, aria-label=, ...).
 */
const SRC = join(import.meta.dirname, '..');
const SCANNED = ['features', 'shell', 'app', 'ui'];

/** Props whose value a person reads or a screen reader speaks. */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'helperText',
  'alt',
  'tooltip',
  'subheader',
  'primary',
  'secondary',
  'message',
  'text',
  'description',
  'heading',
  'caption',
  'emptyText',
  'confirmLabel',
  'noOptionsText',
  'loadingText',
  'labelRowsPerPage',
]);

/** Not texts: the product's name is the same in every language; JSON's own words; a URL's scheme. */
const ALLOWED_WORDS = /\b(Flowlane|null|true|false)\b|https?:\/\//g;

/**
 * Literals in areas another change is moving into the catalogue (issue 18), by file. Do not add to
 * this list: put the text in the catalogue. Remove an entry when its file is moved.
 */
const PENDING: Record<string, string[]> = {
  // ui-kit: the list pages move onto the list kit with their texts
  'features/projects/ProjectPage.tsx': ['Loading'],
};

/**
 * English-only text files of features, still read directly by their components instead of through the
 * catalogue. The same rule: do not add one; move the texts to `i18n/<lang>/<area>.ts` and delete it.
 */
const PENDING_TEXT_FILES = new Set(['features/projects/texts.ts']);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** The literal texts of one .tsx source, with their line numbers. */
export function literalTexts(source: string, fileName = 'file.tsx'): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { line: number; text: string }[] = [];
  const add = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (hasWords(trimmed.replace(ALLOWED_WORDS, ''))) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: trimmed });
    }
  };
  /** A string an expression shows as it is: a literal, a template's fixed parts, either branch of ?:, ??, ||. */
  const shown = (node: ts.Expression | undefined): void => {
    if (!node) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    } else if (ts.isConditionalExpression(node)) {
      shown(node.whenTrue);
      shown(node.whenFalse);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken
    ) {
      if (node.operatorToken.kind !== ts.SyntaxKind.ExclamationEqualsEqualsToken) shown(node.right);
    } else if (ts.isParenthesizedExpression(node)) shown(node.expression);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      shown(node.expression);
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) add(value, value.text);
      else if (value && ts.isJsxExpression(value)) shown(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const sources = SCANNED.flatMap((dir) => filesUnder(join(SRC, dir))).map((path) => relative(SRC, path));

describe('texts come from the catalogue', () => {
  it('finds literal texts in JSX text, string children and text props, and lets non-texts pass', () => {
    const source = `
      const A = ({ busy }) => (
        <Box title="Run history" aria-label={'Close'} sx={{ display: 'flex' }} variant="contained">
          Save changes
          {busy ? 'Saving…' : t('common.save')}
          {\`\${count} steps\`}
          <Icon data-testid="close-button" label={t('common.close')} />
          · — {'%'} Flowlane {'https://'}
        </Box>
      );`;
    expect(literalTexts(source).map((found) => found.text)).toEqual([
      'Run history',
      'Close',
      'Save changes',
      'Saving…',
      'steps',
    ]);
  });

  it('no component renders a literal text', () => {
    const found = sources
      .filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'))
      .flatMap((path) =>
        literalTexts(readFileSync(join(SRC, path), 'utf8'), path)
          .filter((literal) => !PENDING[path]?.includes(literal.text))
          .map((literal) => `${path}:${literal.line} ${JSON.stringify(literal.text)}`),
      );
    expect(found, 'put these texts in apps/web/src/i18n (see apps/web/README.md)').toEqual([]);
  });

  it('no feature keeps an English-only texts file outside the catalogue', () => {
    const textFiles = sources.filter((path) => /^features\/.+\/texts\.tsx?$/.test(path));
    expect(textFiles.filter((path) => !PENDING_TEXT_FILES.has(path))).toEqual([]);
  });
});
