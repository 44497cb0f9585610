/** A JSON Schema guessed from a sample value (a trigger's test data), for an MCP tool's input schema. */
export function schemaFromSample(sample: unknown): Record<string, unknown> {
  if (sample === null) return { type: 'null' };
  if (Array.isArray(sample))
    return { type: 'array', ...(sample.length > 0 ? { items: schemaFromSample(sample[0]) } : {}) };
  switch (typeof sample) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: Number.isInteger(sample) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object': {
      const entries = Object.entries(sample as Record<string, unknown>);
      return {
        type: 'object',
        properties: Object.fromEntries(entries.map(([key, value]) => [key, schemaFromSample(value)])),
        required: entries.map(([key]) => key),
      };
    }
    default:
      return {};
  }
}

/** An MCP tool's input schema from test data: an object's schema, else an empty object schema. */
export function inputSchemaFromSample(sample: unknown): Record<string, unknown> {
  const schema = schemaFromSample(sample);
  return schema.type === 'object' ? schema : { type: 'object', properties: {} };
}

/** The webhook trigger data's body (what a caller sends), else the sample as it is. */
export function argumentsSample(testData: unknown): unknown {
  if (testData !== null && typeof testData === 'object' && 'body' in testData) {
    return (testData as { body: unknown }).body;
  }
  return testData;
}
