import { Box, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const QUESTIONS = [
  ['billing.faq.trialQuestion', 'billing.faq.trialAnswer'],
  ['billing.faq.cancelQuestion', 'billing.faq.cancelAnswer'],
  ['billing.faq.pricingQuestion', 'billing.faq.pricingAnswer'],
  ['billing.faq.currencyQuestion', 'billing.faq.currencyAnswer'],
] as const;

/** The pricing FAQ: the free trial, cancelling, how pricing works, currency and payment types. */
export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <Box component="section" data-testid="pricing-faq" sx={{ mt: 8 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, textAlign: 'center', mb: 4 }}>
        {t('billing.faq.title')}
      </Typography>
      <Grid container spacing={4}>
        {QUESTIONS.map(([question, answer]) => (
          <Grid key={question} size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {t(question)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {t(answer)}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
