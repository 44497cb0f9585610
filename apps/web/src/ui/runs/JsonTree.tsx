import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import { Box, Button, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Children shown before a "show more" button, so a huge array cannot stall the page. */
const PAGE = 100;

type Entry = [key: string, value: unknown];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entriesOf(value: unknown): Entry[] | null {
  if (Array.isArray(value)) return value.map((item, index): Entry => [String(index), item]);
  if (isRecord(value)) return Object.entries(value);
  return null;
}

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

/** A primitive, as text (never HTML), coloured by type. */
function Primitive({ value }: { value: unknown }) {
  if (typeof value === 'string')
    return (
      <Box component="span" sx={{ color: 'success.main', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {JSON.stringify(value)}
      </Box>
    );
  if (typeof value === 'number' || typeof value === 'bigint')
    return (
      <Box component="span" sx={{ color: 'info.main' }}>
        {String(value)}
      </Box>
    );
  if (typeof value === 'boolean')
    return (
      <Box component="span" sx={{ color: 'warning.main' }}>
        {String(value)}
      </Box>
    );
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {value === null ? 'null' : String(value)}
    </Box>
  );
}

function Key({ name }: { name: string | undefined }) {
  if (name === undefined) return null;
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {name}:{' '}
    </Box>
  );
}

function Branch({ name, value, depth, expandDepth }: NodeProps & { value: object }) {
  const { t } = useTranslation();
  const entries = entriesOf(value) ?? [];
  const array = Array.isArray(value);
  const [open, setOpen] = useState(depth < expandDepth);
  const [shown, setShown] = useState(PAGE);
  const summary = array
    ? t('logs.items', { count: entries.length })
    : t('logs.keys', { count: entries.length });
  return (
    <Box>
      <ButtonBase
        aria-expanded={open}
        aria-label={`${open ? t('logs.collapse') : t('logs.expand')} ${name ?? ''}`.trim()}
        onClick={() => setOpen(!open)}
        disabled={entries.length === 0}
        disableRipple
        sx={{
          ...monospace,
          display: 'flex',
          alignItems: 'center',
          // A target a finger or a shaky hand can hit (WCAG 2.5.8: 24 px).
          minHeight: 24,
          textAlign: 'start',
          borderRadius: 0.5,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 1, outlineColor: 'primary.main' },
        }}
      >
        {open ? <ArrowDropDownIcon fontSize="small" /> : <ArrowRightIcon fontSize="small" />}
        <Key name={name} />
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {array ? '[' : '{'}
          {!open && (
            <>
              {entries.length > 0 ? '…' : ''}
              {array ? ']' : '}'}
              {entries.length > 0 && (
                <Box component="span" sx={{ color: 'text.secondary', marginInlineStart: 1 }}>
                  {summary}
                </Box>
              )}
            </>
          )}
        </Box>
      </ButtonBase>
      {open && (
        <Box
          sx={{
            paddingInlineStart: 2.5,
            borderInlineStart: 1,
            borderColor: 'divider',
            marginInlineStart: 1.25,
          }}
        >
          {entries.slice(0, shown).map(([key, child]) => (
            <JsonNode key={key} name={key} value={child} depth={depth + 1} expandDepth={expandDepth} />
          ))}
          {entries.length > shown && (
            <Button size="small" onClick={() => setShown(shown + PAGE)} sx={{ ...monospace }}>
              {t('logs.more', { count: entries.length - shown })}
            </Button>
          )}
        </Box>
      )}
      {open && (
        <Box component="span" sx={{ color: 'text.secondary', paddingInlineStart: 2.5 }}>
          {array ? ']' : '}'}
        </Box>
      )}
    </Box>
  );
}

type NodeProps = { name?: string; value: unknown; depth: number; expandDepth: number };

function JsonNode(props: NodeProps) {
  const { name, value } = props;
  const empty = entriesOf(value)?.length === 0;
  if (typeof value === 'object' && value !== null && !empty) return <Branch {...props} value={value} />;
  return (
    <Box sx={{ paddingInlineStart: 2.5 }}>
      <Key name={name} />
      {empty ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {Array.isArray(value) ? '[]' : '{}'}
        </Box>
      ) : (
        <Primitive value={value} />
      )}
    </Box>
  );
}

/** A collapsible view of any JSON value; every value is rendered as text. */
export function JsonTree({ value, expandDepth = 2 }: { value: unknown; expandDepth?: number }) {
  return (
    // Data reads left to right as code does, in a right-to-left page too (else its brackets are mirrored).
    <Box data-testid="json-tree" dir="ltr" sx={{ ...monospace, lineHeight: 1.6, overflowX: 'auto' }}>
      <JsonNode value={value} depth={0} expandDepth={expandDepth} />
    </Box>
  );
}
