import type { IntegrationAuthRequirement } from '@flowlane/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Box, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuthorizations } from '../../api/authorizations';
import { useAccent } from '../../shell';
import { useKindName } from '../library/kind-name';
import { SelectField, withUnknown } from '../SelectField';

/** The team's authorizations of the needed kind, with "Create new" opening the auth template's form. */
export function AuthorizationSelect({
  requirement,
  value,
  error,
  onChange,
}: {
  requirement: IntegrationAuthRequirement;
  value: string;
  error: string | undefined;
  onChange(id: string): void;
}) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const location = useLocation();
  const accent = useAccent();
  const authorizations = useAuthorizations();
  const items = (authorizations.data ?? []).filter((a) => a.kind === requirement.kind);
  const returnTo = `${location.pathname}${location.search}`;
  const createHref = `/auth-library/auth-templates/${encodeURIComponent(requirement.authTemplateId)}?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <Stack spacing={0.5} data-auth-requirement={requirement.key}>
      <SelectField
        label={requirement.label}
        required={requirement.required}
        value={value}
        options={withUnknown(
          items.map((authorization) => ({ value: authorization.id, label: authorization.name })),
          value,
        )}
        emptyLabel={t('integrations.chooseAuthorization')}
        error={error}
        helperText={
          requirement.help ??
          (items.length === 0
            ? t('integrations.noAuthorizationOfKind', { kind: kindName(requirement.kind) })
            : undefined)
        }
        onChange={(id) => onChange(id ?? '')}
        testId={`auth-${requirement.key}`}
      />
      <Box>
        <Link
          component={RouterLink}
          to={createHref}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          color={accent}
          data-testid={`create-auth-${requirement.key}`}
        >
          <AddIcon fontSize="inherit" />
          {t('integrations.createNewAuthorization')}
        </Link>
      </Box>
    </Stack>
  );
}
