import { useState } from 'react';
import { announceFailure } from '../shell';

/**
 * A form's field errors: set by its own check before a save (`set`), or taken from the server's answer
 * to a failed save (`failed`, which also announces the failure).
 */
export function useFieldErrors<Errors>(none: Errors, fromServer: (error: unknown) => Errors) {
  const [errors, setErrors] = useState<Errors>(none);
  return {
    errors,
    set: setErrors,
    clear: () => setErrors(none),
    failed: (error: unknown) => {
      setErrors(fromServer(error));
      announceFailure(error);
    },
  };
}
