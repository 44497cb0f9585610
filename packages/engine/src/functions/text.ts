import { type UserRegExp, userRegex } from '../regex/user-regex.js';
import { num, optStr, str } from './args.js';
import { defineMapperFunction, type MapperFunctionDefinition } from './define.js';

/** Splits "helloWorld", "hello_world", "Hello World" alike into lower-case words. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());
}

const upperFirst = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** Compiled on first use: compiling the four below took ~50 ms of every server start. */
function compiledOnce(pattern: string, flags?: string): () => UserRegExp {
  let compiled: UserRegExp | undefined;
  return () => {
    compiled ??= userRegex(pattern, flags);
    return compiled;
  };
}

// Patterns that read a user's text run on the linear-time engine: with backtracking these three take
// quadratic time on hostile input (100,000 characters: seconds each).
const EMAIL = compiledOnce('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$');
const EMAILS = compiledOnce('[^\\s@<>(),;:"[\\]]+@[^\\s@<>(),;:"[\\]]+\\.[A-Za-z]{2,}', 'g');
const SCRIPTS = compiledOnce('<script[^>]*>[\\s\\S]*?</script>|<style[^>]*>[\\s\\S]*?</style>', 'gi');
const TAGS = compiledOnce('<[^>]*>', 'g');
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const textFunctions: MapperFunctionDefinition[] = [
  defineMapperFunction({
    name: 'capitalize',
    category: 'text',
    signature: '$capitalize(text: string): string',
    description: 'Upper-cases the first letter of the text.',
    example: '$capitalize("hello world")',
    exampleResult: 'Hello world',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) => upperFirst(str('capitalize', args, 0)),
  }),
  defineMapperFunction({
    name: 'titleCase',
    category: 'text',
    signature: '$titleCase(text: string): string',
    description: 'Upper-cases the first letter of every word.',
    example: '$titleCase("the quick brown fox")',
    exampleResult: 'The Quick Brown Fox',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) =>
      str('titleCase', args, 0).replace(/\p{L}[\p{L}\p{N}']*/gu, (w) => upperFirst(w.toLowerCase())),
  }),
  defineMapperFunction({
    name: 'camelCase',
    category: 'text',
    signature: '$camelCase(text: string): string',
    description: 'Joins the words of the text in camelCase.',
    example: '$camelCase("first name")',
    exampleResult: 'firstName',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) =>
      words(str('camelCase', args, 0))
        .map((w, i) => (i === 0 ? w : upperFirst(w)))
        .join(''),
  }),
  defineMapperFunction({
    name: 'snakeCase',
    category: 'text',
    signature: '$snakeCase(text: string): string',
    description: 'Joins the words of the text in snake_case.',
    example: '$snakeCase("First Name")',
    exampleResult: 'first_name',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) => words(str('snakeCase', args, 0)).join('_'),
  }),
  defineMapperFunction({
    name: 'kebabCase',
    category: 'text',
    signature: '$kebabCase(text: string): string',
    description: 'Joins the words of the text in kebab-case.',
    example: '$kebabCase("firstName")',
    exampleResult: 'first-name',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) => words(str('kebabCase', args, 0)).join('-'),
  }),
  defineMapperFunction({
    name: 'slugify',
    category: 'text',
    signature: '$slugify(text: string): string',
    description: 'A lower-case URL slug: accents removed, words joined by hyphens.',
    example: '$slugify("Crème Brûlée, 2 ways!")',
    exampleResult: 'creme-brulee-2-ways',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) =>
      str('slugify', args, 0)
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
  }),
  defineMapperFunction({
    name: 'truncate',
    category: 'text',
    signature: '$truncate(text: string, length: number, suffix?: string): string',
    description:
      'Cuts the text to at most `length` characters and appends the suffix ("..." by default) when cut.',
    example: '$truncate("Hello wonderful world", 5)',
    exampleResult: 'Hello...',
    jsonataSignature: '<s-ns?:s>',
    implementation: (_rt, args) => {
      const text = str('truncate', args, 0);
      const length = Math.max(0, Math.floor(num('truncate', args, 1)));
      const suffix = optStr('truncate', args, 2) ?? '...';
      const chars = Array.from(text);
      return chars.length <= length ? text : chars.slice(0, length).join('') + suffix;
    },
  }),
  defineMapperFunction({
    name: 'stripHtml',
    category: 'text',
    signature: '$stripHtml(html: string): string',
    description: 'Removes HTML tags and decodes the common entities, leaving the text.',
    example: '$stripHtml("<p>Fish &amp; <b>chips</b></p>")',
    exampleResult: 'Fish & chips',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) =>
      TAGS()
        .replaceAll(SCRIPTS().replaceAll(str('stripHtml', args, 0), ''), '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
  }),
  defineMapperFunction({
    name: 'escapeHtml',
    category: 'text',
    signature: '$escapeHtml(text: string): string',
    description: 'Escapes &, <, >, " and \' so the text is safe inside HTML.',
    example: '$escapeHtml("<b>Tom & Jerry</b>")',
    exampleResult: '&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) =>
      str('escapeHtml', args, 0).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch),
  }),
  defineMapperFunction({
    name: 'wordCount',
    category: 'text',
    signature: '$wordCount(text: string): number',
    description: 'The number of words in the text.',
    example: '$wordCount("one two  three")',
    exampleResult: 3,
    jsonataSignature: '<s-:n>',
    implementation: (_rt, args) =>
      str('wordCount', args, 0)
        .split(/\s+/)
        .filter((w) => w !== '').length,
  }),
  defineMapperFunction({
    name: 'startsWith',
    category: 'text',
    signature: '$startsWith(text: string, prefix: string): boolean',
    description: 'Whether the text starts with the prefix.',
    example: '$startsWith("invoice-42", "invoice-")',
    exampleResult: true,
    jsonataSignature: '<s-s:b>',
    implementation: (_rt, args) => str('startsWith', args, 0).startsWith(str('startsWith', args, 1)),
  }),
  defineMapperFunction({
    name: 'endsWith',
    category: 'text',
    signature: '$endsWith(text: string, suffix: string): boolean',
    description: 'Whether the text ends with the suffix.',
    example: '$endsWith("report.pdf", ".pdf")',
    exampleResult: true,
    jsonataSignature: '<s-s:b>',
    implementation: (_rt, args) => str('endsWith', args, 0).endsWith(str('endsWith', args, 1)),
  }),
  defineMapperFunction({
    name: 'isEmail',
    category: 'text',
    signature: '$isEmail(text: string): boolean',
    description: 'Whether the text looks like one e-mail address.',
    example: '$isEmail("ada@example.com")',
    exampleResult: true,
    jsonataSignature: '<s-:b>',
    implementation: (_rt, args) => EMAIL().test(str('isEmail', args, 0).trim()),
  }),
  defineMapperFunction({
    name: 'extractEmails',
    category: 'text',
    signature: '$extractEmails(text: string): array<string>',
    description: 'Every e-mail address found in the text, in order, without repeats.',
    example: '$extractEmails("Write to ada@example.com or bob@example.org.")',
    exampleResult: ['ada@example.com', 'bob@example.org'],
    jsonataSignature: '<s-:a<s>>',
    implementation: (_rt, args) => [...new Set(EMAILS().matchAll(str('extractEmails', args, 0)))],
  }),
];
