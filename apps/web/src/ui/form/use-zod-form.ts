import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a zod schema on every change (so the submit button can wait for a
 * valid form). `defaultValues` start it; `values` keep it in step with props (a dialog's item).
 */
export function useZodForm<Values extends FieldValues, Output extends Values = Values>(
  schema: z.ZodType<Output, Values>,
  start: { defaultValues: DefaultValues<Values> } | { values: Values },
) {
  return useForm<Values>({ mode: 'onChange', resolver: zodResolver(schema), ...start });
}
