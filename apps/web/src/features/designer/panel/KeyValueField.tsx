import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, FormHelperText, FormLabel, IconButton, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyValueParam, keyValueRows } from './field-values';
import { MappedTextField } from './MappedTextField';

type Row = { key: string; value: string };

/** Key/value pairs (headers, query, Set's values); each value may be a mapping. */
export function KeyValueField(props: {
  targetId: string;
  label: string;
  value: unknown;
  onChange(value: Record<string, string> | undefined): void;
  required: boolean;
  helperText?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const [rows, setRows] = useState<Row[]>(() => keyValueRows(value));
  // Rows are edited here (a half-typed row has no key yet); an outside change (undo) replaces them.
  const written = useRef(JSON.stringify(keyValueParam(rows) ?? null));
  useEffect(() => {
    const outside = JSON.stringify(value ?? null);
    if (outside !== written.current) {
      written.current = outside;
      setRows(keyValueRows(value));
    }
  }, [value]);

  const update = (next: Row[]) => {
    setRows(next);
    const param = keyValueParam(next);
    written.current = JSON.stringify(param ?? null);
    onChange(param);
  };

  return (
    <Box>
      <FormLabel required={props.required} sx={{ fontSize: 13 }}>
        {props.label}
      </FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={t('designer.panel.key')}
              value={row.key}
              sx={{ width: '38%' }}
              onChange={(event) =>
                update(rows.map((r, i) => (i === index ? { ...r, key: event.target.value } : r)))
              }
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <MappedTextField
                targetId={`${props.targetId}[${index}]`}
                label={t('designer.panel.value')}
                value={row.value}
                onChange={(text) => update(rows.map((r, i) => (i === index ? { ...r, value: text } : r)))}
              />
            </Box>
            <IconButton
              size="small"
              aria-label={t('designer.panel.removeRow')}
              onClick={() => update(rows.filter((_, i) => i !== index))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setRows([...rows, { key: '', value: '' }])}>
        {t('designer.panel.addRow')}
      </Button>
      {(props.error ?? props.helperText) && (
        <FormHelperText error={props.error !== undefined}>{props.error ?? props.helperText}</FormHelperText>
      )}
    </Box>
  );
}
