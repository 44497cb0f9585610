import { Box, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SelectField, withUnknown } from '../../../ui';
import { useAuthorizationsQuery } from '../api/queries';

const AUTH_LIBRARY = '/auth-library';

/**
 * Picks one of the team's authorizations (GET /api/authorization). While there is none — or the server
 * has no such list yet (404) — a "Create new" link to the authorization library stands in its place.
 */
export function AuthorizationPicker(props: {
  label: string;
  value: unknown;
  onChange(value: string | undefined): void;
  kinds: readonly string[] | undefined;
  required: boolean;
  helperText?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useAuthorizationsQuery();
  const selected = typeof props.value === 'string' ? props.value : '';
  const items = (data?.items ?? []).filter((a) => !props.kinds || !a.kind || props.kinds.includes(a.kind));
  const createLink = (
    <Link component={RouterLink} to={AUTH_LIBRARY} data-testid="authorization-create" variant="body2">
      {t('designer.panel.authorizationCreate')}
    </Link>
  );

  if (!isPending && items.length === 0 && selected === '') {
    return (
      <Box data-testid="authorization-picker">
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {props.label}
          {props.required ? ' *' : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('designer.panel.authorizationEmpty')} {createLink}
        </Typography>
        {(props.error ?? props.helperText) && (
          <FormHelperText error={props.error !== undefined}>{props.error ?? props.helperText}</FormHelperText>
        )}
      </Box>
    );
  }

  return (
    <Stack data-testid="authorization-picker" spacing={0.5}>
      <SelectField
        label={props.label}
        required={props.required}
        value={selected}
        options={withUnknown(
          items.map((a) => ({
            value: a.id,
            label: `${a.name ?? a.title ?? a.id}${a.kind ? ` (${a.kind})` : ''}`,
          })),
          selected,
        )}
        emptyLabel={t('designer.panel.authorizationNone')}
        error={props.error}
        helperText={props.helperText}
        onChange={props.onChange}
      />
      <Box>{createLink}</Box>
    </Stack>
  );
}
