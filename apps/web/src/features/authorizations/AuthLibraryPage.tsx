import { AuthTemplateCategory } from '@flowlane/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui';
import { LibraryGrid } from '../../ui/library';
import { useAuthTemplates } from './authorizations-api';

/** /auth-library/auth-templates: the authorization templates as cards, with search and category. */
export function AuthLibraryPage() {
  const { t } = useTranslation();
  const templates = useAuthTemplates();
  return (
    <PageFrame title={t('authorizations.libraryTitle')} subtitle={t('authorizations.librarySubtitle')}>
      <LibraryGrid
        testId="auth-templates"
        items={templates.data?.map((template) => ({
          ...template,
          brand: template.id,
          tags: [t(`authKinds.names.${template.kind}`)],
        }))}
        categories={[...AuthTemplateCategory.options]}
        failed={templates.isError}
        linkTo={(id) => `/auth-library/auth-templates/${encodeURIComponent(id)}`}
        texts={{
          search: t('authorizations.searchTemplates'),
          all: t('authorizations.allCategories'),
          empty: t('authorizations.noTemplates'),
          failed: t('authorizations.templatesFailed'),
        }}
      />
    </PageFrame>
  );
}
