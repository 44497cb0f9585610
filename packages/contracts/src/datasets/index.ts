export * from './schemas.js';
export { datasetStepOutputSchema } from './step-schema.js';
export {
  type Converted,
  convertStored,
  convertText,
  convertValue,
  guessType,
  looksLikeHeader,
  valueAsText,
} from './values.js';
