import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNT } from '../../auth';
import { AuthCard } from './AuthCard';
import { CredentialsStep } from './CredentialsStep';
import type { LoginForm } from './schemas';
import { TwoFactorStep } from './TwoFactorStep';

const EMPTY: LoginForm = { email: '', password: '' };
const DEMO: LoginForm = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };

/** /login, and /demo with the demo account prefilled (spec section 2). */
export function LoginPage({ demo = false }: { demo?: boolean }) {
  const { t } = useTranslation();
  const [credentials, setCredentials] = useState<LoginForm>(demo ? DEMO : EMPTY);
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  return (
    <AuthCard title={demo ? t('auth.demoLoginTitle') : t('auth.loginTitle')}>
      {step === 'credentials' ? (
        <CredentialsStep
          initial={credentials}
          demo={demo}
          onSecondFactor={(accepted) => {
            setCredentials(accepted);
            setStep('code');
          }}
        />
      ) : (
        <TwoFactorStep credentials={credentials} onBack={() => setStep('credentials')} />
      )}
    </AuthCard>
  );
}
