import { describe, expect, it } from 'vitest';
import { argumentsSample, inputSchemaFromSample } from './mcp-schema';

describe('an MCP tool input schema from test data', () => {
  it("takes a webhook call's body and describes its fields, all required", () => {
    const sample = argumentsSample({
      method: 'POST',
      body: { city: 'Ankara', days: 3, tags: ['a'], hot: false },
    });
    expect(inputSchemaFromSample(sample)).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string' },
        days: { type: 'integer' },
        tags: { type: 'array', items: { type: 'string' } },
        hot: { type: 'boolean' },
      },
      required: ['city', 'days', 'tags', 'hot'],
    });
  });

  it('gives an empty object schema for data that is not an object', () => {
    expect(inputSchemaFromSample('text')).toEqual({ type: 'object', properties: {} });
    expect(inputSchemaFromSample(undefined)).toEqual({ type: 'object', properties: {} });
  });
});
