import { UserError } from '../errors.js';
import { int, num, optNum, optStr, str } from './args.js';
import { defineMapperFunction, type MapperFunctionDefinition } from './define.js';

export const numberFunctions: MapperFunctionDefinition[] = [
  defineMapperFunction({
    name: 'toFixed',
    category: 'number',
    signature: '$toFixed(value: number, digits: number): string',
    description: 'The number as text with exactly `digits` decimals.',
    example: '$toFixed(3.14159, 2)',
    exampleResult: '3.14',
    jsonataSignature: '<n-n:s>',
    implementation: (_rt, args) => {
      const digits = int('toFixed', args, 1);
      if (digits < 0 || digits > 20) {
        throw new UserError('$toFixed: digits must be between 0 and 20', { code: 'MAPPER_ARGUMENT' });
      }
      return num('toFixed', args, 0).toFixed(digits);
    },
  }),
  defineMapperFunction({
    name: 'clamp',
    category: 'number',
    signature: '$clamp(value: number, min: number, max: number): number',
    description: 'The value, raised to min or lowered to max when outside the range.',
    example: '$clamp(120, 0, 100)',
    exampleResult: 100,
    jsonataSignature: '<n-nn:n>',
    implementation: (_rt, args) =>
      Math.min(num('clamp', args, 2), Math.max(num('clamp', args, 1), num('clamp', args, 0))),
  }),
  defineMapperFunction({
    name: 'parseNumber',
    category: 'number',
    signature: '$parseNumber(text: string, decimalSeparator?: string): number',
    description:
      'Reads a number written with grouping separators or a currency sign ("$1,234.50"). The decimal separator is "." unless given.',
    example: '$parseNumber("1.234,5 €", ",")',
    exampleResult: 1234.5,
    jsonataSignature: '<s-s?:n>',
    implementation: (_rt, args) => {
      const text = str('parseNumber', args, 0);
      const decimal = optStr('parseNumber', args, 1) ?? '.';
      const kept = Array.from(text)
        .filter((ch) => /[0-9-]/.test(ch) || ch === decimal)
        .join('');
      const value = Number(decimal === '.' ? kept : kept.replace(decimal, '.'));
      if (kept === '' || !Number.isFinite(value)) {
        throw new UserError(`$parseNumber: "${text}" is not a number`, { code: 'MAPPER_ARGUMENT' });
      }
      return value;
    },
  }),
  defineMapperFunction({
    name: 'formatCurrency',
    category: 'number',
    signature: '$formatCurrency(amount: number, currency: string, locale?: string): string',
    description: 'The amount formatted as money in the currency (ISO code) and locale ("en-US" by default).',
    example: '$formatCurrency(1234.5, "USD")',
    exampleResult: '$1,234.50',
    jsonataSignature: '<n-ss?:s>',
    implementation: (_rt, args) => {
      const currency = str('formatCurrency', args, 1);
      const locale = optStr('formatCurrency', args, 2) ?? 'en-US';
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
          num('formatCurrency', args, 0),
        );
      } catch (error) {
        throw new UserError(
          `$formatCurrency: ${error instanceof Error ? error.message : 'invalid arguments'}`,
          {
            code: 'MAPPER_ARGUMENT',
          },
        );
      }
    },
  }),
  defineMapperFunction({
    name: 'percent',
    category: 'number',
    signature: '$percent(part: number, total: number, digits?: number): number',
    description:
      'part / total as a percentage, rounded to `digits` decimals (2 by default); 0 when total is 0.',
    example: '$percent(1, 3)',
    exampleResult: 33.33,
    jsonataSignature: '<nnn?:n>',
    implementation: (_rt, args) => {
      const total = num('percent', args, 1);
      if (total === 0) return 0;
      const factor = 10 ** (optNum('percent', args, 2) ?? 2);
      return Math.round((num('percent', args, 0) / total) * 100 * factor) / factor;
    },
  }),
  defineMapperFunction({
    name: 'randomInt',
    category: 'number',
    signature: '$randomInt(min: number, max: number): number',
    description: "A whole number between min and max, both included, from the run's random source.",
    example: '$randomInt(7, 7)',
    exampleResult: 7,
    jsonataSignature: '<nn:n>',
    implementation: (rt, args) => {
      const min = Math.ceil(num('randomInt', args, 0));
      const max = Math.floor(num('randomInt', args, 1));
      if (max < min) throw new UserError('$randomInt: max is below min', { code: 'MAPPER_ARGUMENT' });
      return min + Math.floor(rt.random.next() * (max - min + 1));
    },
  }),
];
