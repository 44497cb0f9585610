// The template libraries (authorization and integration templates): the searchable grid, the icons, the
// kind names and the form of a template's fields. The authorization and integration screens share these.

export { brandIcon } from './brand-icons';
export { useKindName } from './kind-name';
export { filterLibrary, LibraryGrid, type LibraryItem, useCategoryLabel } from './LibraryGrid';
export {
  type FieldValues,
  fieldErrorsOf,
  initialValues,
  missingRequired,
  type SchemaField,
  SchemaFields,
} from './SchemaFields';
export { TemplateIcon } from './TemplateIcon';
