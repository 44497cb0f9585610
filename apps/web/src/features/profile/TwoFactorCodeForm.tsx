import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { failureText } from '../../api/server-errors';
import { showMessage } from '../../shell/message/message-store';
import { FormStack, SubmitButton, useZodForm } from '../../ui/form';
import { CodeField } from './CodeField';
import { CodeForm } from './schemas';

type TwoFactorCodeFormProps = {
  label: string;
  submit(code: string): Promise<void>;
  onCancel?: () => void;
  children?: ReactNode;
};

/** A code to confirm a two-factor change; a refused code shows the server's text under the field. */
export function TwoFactorCodeForm({ label, submit, onCancel, children }: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useZodForm(CodeForm, {
    defaultValues: { code: '' },
  });
  const onSubmit = async ({ code }: CodeForm) => {
    try {
      await submit(code);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500)
        setError('code', { type: 'server', message: error.message });
      else showMessage(failureText(error), 'error');
    }
  };
  return (
    <FormStack onSubmit={handleSubmit(onSubmit)}>
      {children}
      <CodeField control={control} disabled={formState.isSubmitting} />
      <Stack direction="row" spacing={1}>
        <SubmitButton
          label={label}
          disabled={!formState.isValid}
          busy={formState.isSubmitting}
          fullWidth={false}
        />
        {onCancel && (
          <Button color="inherit" onClick={onCancel}>
            {t('profile.cancel')}
          </Button>
        )}
      </Stack>
    </FormStack>
  );
}
