import { UserError } from '../errors.js';
import { isRecord, obj, str } from './args.js';
import { defineMapperFunction, type MapperFunctionDefinition } from './define.js';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function fail(fn: string, message: string): never {
  throw new UserError(`$${fn}: ${message}`, { code: 'MAPPER_ARGUMENT' });
}

/** Base64 by hand: the engine also runs where Buffer does not exist (the designer's preview). */
function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += BASE64[(n >> 18) & 63];
    out += BASE64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? BASE64[n & 63] : '=';
  }
  return out;
}

/** The text without trailing '=' (a loop: /=+$/ backtracks quadratically on a long run of '='). */
function withoutPadding(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61) end -= 1;
  return text.slice(0, end);
}

function fromBase64(fn: string, text: string): Uint8Array {
  const clean = withoutPadding(text);
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const value = BASE64.indexOf(ch);
    if (value === -1) fail(fn, 'the text is not base64');
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

function utf8(fn: string, bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    return fail(fn, 'the decoded bytes are not UTF-8 text');
  }
}

function formValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export const encodingFunctions: MapperFunctionDefinition[] = [
  defineMapperFunction({
    name: 'base64UrlEncode',
    category: 'encoding',
    signature: '$base64UrlEncode(text: string): string',
    description: 'The UTF-8 bytes of the text in URL-safe base64 without padding (as JWTs use).',
    example: '$base64UrlEncode("ab?>")',
    exampleResult: 'YWI_Pg',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) =>
      withoutPadding(
        toBase64(encoder.encode(str('base64UrlEncode', args, 0)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_'),
      ),
  }),
  defineMapperFunction({
    name: 'base64UrlDecode',
    category: 'encoding',
    signature: '$base64UrlDecode(encoded: string): string',
    description: 'The text whose URL-safe base64 (padded or not) is given.',
    example: '$base64UrlDecode("YWI_Pg")',
    exampleResult: 'ab?>',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) => {
      const text = str('base64UrlDecode', args, 0).replace(/-/g, '+').replace(/_/g, '/');
      return utf8('base64UrlDecode', fromBase64('base64UrlDecode', text));
    },
  }),
  defineMapperFunction({
    name: 'hexEncode',
    category: 'encoding',
    signature: '$hexEncode(text: string): string',
    description: 'The UTF-8 bytes of the text as lower-case hexadecimal.',
    example: '$hexEncode("Hi!")',
    exampleResult: '486921',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) =>
      Array.from(encoder.encode(str('hexEncode', args, 0)), (b) => b.toString(16).padStart(2, '0')).join(''),
  }),
  defineMapperFunction({
    name: 'hexDecode',
    category: 'encoding',
    signature: '$hexDecode(hex: string): string',
    description: 'The text whose UTF-8 bytes are given in hexadecimal.',
    example: '$hexDecode("486921")',
    exampleResult: 'Hi!',
    jsonataSignature: '<s-:s>',
    implementation: (_rt, args) => {
      const hex = str('hexDecode', args, 0);
      if (hex.length % 2 !== 0 || /[^0-9a-fA-F]/.test(hex)) fail('hexDecode', 'the text is not hexadecimal');
      const bytes = new Uint8Array(hex.length / 2);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
      return utf8('hexDecode', bytes);
    },
  }),
  defineMapperFunction({
    name: 'urlEncodeForm',
    category: 'encoding',
    signature: '$urlEncodeForm(fields: object): string',
    description: 'The object as an application/x-www-form-urlencoded query (a=1&b=x%20y).',
    example: '$urlEncodeForm({"q": "fish & chips", "page": 2})',
    exampleResult: 'q=fish+%26+chips&page=2',
    jsonataSignature: '<o:s>',
    implementation: (_rt, args) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(obj('urlEncodeForm', args, 0)))
        query.append(key, formValue(value));
      return query.toString();
    },
  }),
  defineMapperFunction({
    name: 'urlDecodeForm',
    category: 'encoding',
    signature: '$urlDecodeForm(query: string): object',
    description: 'An object of the fields of a urlencoded query (a leading "?" is ignored).',
    example: '$urlDecodeForm("?q=fish+%26+chips&page=2")',
    exampleResult: { q: 'fish & chips', page: '2' },
    jsonataSignature: '<s-:o>',
    implementation: (_rt, args) => Object.fromEntries(new URLSearchParams(str('urlDecodeForm', args, 0))),
  }),
  defineMapperFunction({
    name: 'jsonParse',
    category: 'encoding',
    signature: '$jsonParse(text: string): any',
    description: 'The value written as JSON in the text.',
    example: '$jsonParse("{\\"a\\": [1, 2]}")',
    exampleResult: { a: [1, 2] },
    jsonataSignature: '<s-:x>',
    implementation: (_rt, args) => {
      try {
        return JSON.parse(str('jsonParse', args, 0));
      } catch (error) {
        return fail('jsonParse', error instanceof Error ? error.message : 'invalid JSON');
      }
    },
  }),
  defineMapperFunction({
    name: 'jsonStringify',
    category: 'encoding',
    signature: '$jsonStringify(value: any, indent?: number): string',
    description: 'The value as JSON text, indented by `indent` spaces when given.',
    example: '$jsonStringify({"a": [1, 2]})',
    exampleResult: '{"a":[1,2]}',
    jsonataSignature: '<xn?:s>',
    implementation: (_rt, args) => {
      const indent = args[1];
      const text = JSON.stringify(args[0], null, typeof indent === 'number' ? indent : undefined);
      return text ?? (isRecord(args[0]) ? '{}' : 'null');
    },
  }),
];
