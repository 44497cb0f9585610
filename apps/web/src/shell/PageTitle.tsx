import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's title, also set as the document title ("<title> | Flowlane"). */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('app.name')}`;
  }, [title, t]);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" sx={{ opacity: 0.72 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
