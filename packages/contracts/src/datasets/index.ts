export * from './schemas.js';
export {
  type Converted,
  convertStored,
  convertText,
  convertValue,
  guessType,
  looksLikeHeader,
  valueAsText,
} from './values.js';
