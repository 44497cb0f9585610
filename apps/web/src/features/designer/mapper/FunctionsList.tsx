import type { MapperFunction } from '@flowlane/contracts';
import { Box, Button, TextField, Typography } from '@mui/material';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapperFunctionsQuery } from '../api/queries';
import { insertIntoTarget } from './insert';

const FunctionRow = memo(function FunctionRow({ fn }: { fn: MapperFunction }) {
  return (
    <Box
      role="button"
      tabIndex={0}
      data-testid="mapper-function"
      data-name={fn.name}
      onClick={() => insertIntoTarget(`$${fn.name}()`)}
      onKeyDown={(event) => event.key === 'Enter' && insertIntoTarget(`$${fn.name}()`)}
      sx={{ px: 1, py: 0.75, borderRadius: 1, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }}
    >
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, fontSize: 12.5 }}>
        ${fn.name}
        <Typography component="span" color="text.secondary" sx={{ fontFamily: 'monospace', fontSize: 11.5 }}>
          {fn.signature.startsWith('(') ? fn.signature : ` ${fn.signature}`}
        </Typography>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {fn.description}
      </Typography>
      <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace', fontSize: 11 }}>
        {fn.example} → {JSON.stringify(fn.exampleResult)}
      </Typography>
    </Box>
  );
});

/**
 * The mapper functions with their help and example; a click inserts `$name()`. The reference stays
 * folded behind its search (every panel has it; dozens of entries would bury the data sources) until
 * something is searched or "Show all" is pressed.
 */
export function FunctionsList() {
  const { t } = useTranslation();
  const { data } = useMapperFunctionsQuery();
  const [search, setSearch] = useState('');
  const [all, setAll] = useState(false);
  const needle = search.trim().toLowerCase();
  const shown = useMemo(() => {
    if (needle === '' && !all) return [];
    return (data ?? []).filter(
      (fn) => needle === '' || `${fn.name} ${fn.description} ${fn.category}`.toLowerCase().includes(needle),
    );
  }, [data, needle, all]);
  return (
    <Box
      data-testid="mapper-functions"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <TextField
        size="small"
        placeholder={t('designer.panel.functionsSearch')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': t('designer.panel.functionsSearch') } }}
        sx={{ mb: 0.5 }}
      />
      {needle === '' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
            {t('designer.panel.functionsCount', { count: data?.length ?? 0 })}
          </Typography>
          <Button size="small" onClick={() => setAll(!all)} data-testid="functions-show-all">
            {all ? t('designer.panel.functionsHide') : t('designer.panel.functionsShowAll')}
          </Button>
        </Box>
      )}
      <Box sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
        {shown.map((fn) => (
          <FunctionRow key={fn.name} fn={fn} />
        ))}
      </Box>
    </Box>
  );
}
