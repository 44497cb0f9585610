import { AuthorizationKind } from '@flowlane/contracts';
import { useTranslation } from 'react-i18next';

/** An authorization kind by its human name ("OAuth2", "API key"); a kind the catalogue lacks as it is. */
export function useKindName(): (kind: string) => string {
  const { t } = useTranslation();
  return (kind) => {
    const known = AuthorizationKind.safeParse(kind);
    return known.success ? t(`authKinds.names.${known.data}`) : kind;
  };
}
