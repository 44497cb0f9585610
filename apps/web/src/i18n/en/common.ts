import { MESSAGES } from '@flowlane/contracts';
import type { Texts } from '../shape';

/** Words many screens share: buttons, states, the spec's "Error: " prefix. */
export const common = {
  loading: 'Loading',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  delete: 'Delete',
  edit: 'Edit',
  open: 'Open',
  back: 'Back',
  retry: 'Try again',
  copy: 'Copy',
  copied: 'Copied',
  search: 'Search',
  more: 'more',
  none: 'None',
  yes: 'Yes',
  no: 'No',
  /** The spec's failure format (section 8): "Error: " and the server's message. */
  error: 'Error: {{message}}',
  unknownError: MESSAGES.unknownError,
  rowsPerPage: 'Rows per page:',
  rangeOf: '{{from}}–{{to}} of {{count}}',
  /** A list whose total was counted only so far (datasets count to the next thousand). */
  clear: 'Clear',
  noOptions: 'No options',
  rangeOfMore: '{{from}}–{{to}} of more than {{to}}',
  firstPage: 'Go to the first page',
  lastPage: 'Go to the last page',
  nextPage: 'Go to the next page',
  previousPage: 'Go to the previous page',
  breadcrumb: 'breadcrumb',
};

export type CommonTexts = Texts<typeof common>;
