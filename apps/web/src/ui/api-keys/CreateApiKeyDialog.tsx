import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  CreateApiKeyRequest as CreateRequest,
} from '@flowlane/contracts';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const EXPIRIES = [7, 30, 90, 365] as const;

/** Asks for a new key's name, scopes and lifetime; `onSubmit` makes it. */
export function CreateApiKeyDialog({
  open,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onCancel(): void;
  onSubmit(request: CreateApiKeyRequest): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [days, setDays] = useState<number>(90);
  const [tried, setTried] = useState(false);
  const parsed = CreateRequest.safeParse({ name, scopes, expiresInDays: days });
  const nameMissing = name.trim() === '';
  const scopesMissing = scopes.length === 0;

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  const reset = () => {
    setName('');
    setScopes(['read']);
    setDays(90);
    setTried(false);
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      data-testid="api-key-create-dialog"
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>{t('apiKeys.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (parsed.success) onSubmit(parsed.data);
          }}
        >
          <TextField
            label={t('apiKeys.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={tried && nameMissing}
            helperText={tried && nameMissing ? t('apiKeys.nameRequired') : ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            autoFocus
            required
          />
          <FormControl error={tried && scopesMissing} component="fieldset">
            <FormLabel component="legend">{t('apiKeys.scopes')}</FormLabel>
            <FormGroup>
              {API_KEY_SCOPES.map((scope) => (
                <FormControlLabel
                  key={scope}
                  control={
                    <Checkbox checked={scopes.includes(scope)} onChange={(_, on) => toggle(scope, on)} />
                  }
                  label={`${t(`apiKeys.scope.${scope}`)} — ${t(`apiKeys.scopeHelp.${scope}`)}`}
                />
              ))}
            </FormGroup>
            {tried && scopesMissing && <FormHelperText>{t('apiKeys.scopesRequired')}</FormHelperText>}
          </FormControl>
          <TextField
            select
            label={t('apiKeys.expiresIn')}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {EXPIRIES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`apiKeys.expiry.d${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {t('apiKeys.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          color="secondary"
          disabled={pending}
        >
          {t('apiKeys.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
