import { useTranslation } from 'react-i18next';
import { PageCarded, PageTitle } from '../../shell';
import { LibraryGrid } from '../authorizations/LibraryGrid';
import { useIntegrationTemplates } from './integrations-api';

/** /library/itemplates: the integration templates, with search, category and the authorizations each needs. */
export function LibraryPage() {
  const { t } = useTranslation();
  const templates = useIntegrationTemplates();
  return (
    <PageCarded
      header={
        <PageTitle title={t('integrations.libraryTitle')} subtitle={t('integrations.librarySubtitle')} />
      }
    >
      <LibraryGrid
        testId="itemplates"
        items={templates.data?.items.map((template) => ({
          ...template,
          tags: [t(`integrations.trigger.${template.trigger}`), ...template.authorizationKinds],
        }))}
        categories={templates.data?.categories ?? []}
        loading={templates.isPending}
        failed={templates.isError}
        linkTo={(id) => `/library/itemplates/${encodeURIComponent(id)}`}
        texts={{
          search: t('integrations.searchTemplates'),
          all: t('integrations.allCategories'),
          empty: t('integrations.noTemplates'),
          failed: t('integrations.templatesFailed'),
        }}
      />
    </PageCarded>
  );
}
