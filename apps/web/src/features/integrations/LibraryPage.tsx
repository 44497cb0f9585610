import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui';
import { LibraryGrid, useKindName } from '../../ui/library';
import { useIntegrationTemplates } from './integrations-api';

/** /library/itemplates: the integration templates, with search, category and the authorizations each needs. */
export function LibraryPage() {
  const { t } = useTranslation();
  const templates = useIntegrationTemplates();
  const kindName = useKindName();
  return (
    <PageFrame title={t('integrations.libraryTitle')} subtitle={t('integrations.librarySubtitle')}>
      <LibraryGrid
        testId="itemplates"
        items={templates.data?.items.map((template) => ({
          ...template,
          brand: template.authorizationKinds[0],
          tags: [t(`integrations.trigger.${template.trigger}`), ...template.authorizationKinds.map(kindName)],
        }))}
        categories={templates.data?.categories ?? []}
        failed={templates.isError}
        linkTo={(id) => `/library/itemplates/${encodeURIComponent(id)}`}
        texts={{
          search: t('integrations.searchTemplates'),
          all: t('integrations.allCategories'),
          empty: t('integrations.noTemplates'),
          failed: t('integrations.templatesFailed'),
        }}
      />
    </PageFrame>
  );
}
