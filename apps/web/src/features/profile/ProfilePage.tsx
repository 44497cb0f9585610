import { Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { ApiKeysSection } from '../../ui';
import { DeleteAccountCard } from './DeleteAccountCard';
import { PasswordCard } from './PasswordCard';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { TwoFactorCard } from './TwoFactorCard';

const PERSONAL = { kind: 'personal' } as const;

/** /pages/profile: My Account (lazy loaded). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('user.myAccount')}
      </Typography>
      <Stack spacing={3}>
        <ProfileDetailsCard key={user.id} user={user} />
        <TwoFactorCard user={user} />
        <PasswordCard />
        <ApiKeysSection owner={PERSONAL} intro={t('apiKeys.personalIntro')} testId="personal-api-keys" />
        <DeleteAccountCard />
      </Stack>
    </Container>
  );
}
