import { MenuItem, TableCell, TextField } from '@mui/material';
import type { DataColumn, InlineEditing } from './DataTable';
import { useInlineEdit } from './use-inline-edit';

/**
 * A cell of an `edit` column: the value, or while editing a field (free text, or a list of `options`).
 * `inDetails`: the value sits in a row's details (a phone's hidden column) as a `dd`, not a table cell.
 */
export function EditableCell<Row>({
  column,
  edit,
  row,
  inDetails = false,
}: {
  column: DataColumn<Row>;
  edit: InlineEditing<Row>;
  row: Row;
  inDetails?: boolean;
}) {
  const inline = useInlineEdit(edit.value(row), (text) => edit.save(row, text));
  const field = { 'aria-label': edit.label, 'data-testid': edit.testId };
  const place = inDetails
    ? ({ component: 'dd', sx: { border: 0, p: 0, m: 0, minWidth: 0, overflowWrap: 'anywhere' } } as const)
    : null;
  if (inline.editing)
    return (
      <TableCell component={place?.component} sx={place?.sx ?? { py: 0 }} align={column.align}>
        {edit.options ? (
          <TextField
            select
            size="small"
            autoFocus
            value={inline.draft}
            onChange={(event) => void inline.commit(event.target.value).catch(() => undefined)}
            onBlur={inline.cancel}
            disabled={inline.pending}
            slotProps={{ htmlInput: field }}
            sx={{ minWidth: 100 }}
          >
            {edit.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            size="small"
            autoFocus
            value={inline.draft}
            onChange={(event) => inline.setDraft(event.target.value)}
            onBlur={() => void inline.commit().catch(() => undefined)}
            onKeyDown={inline.onKeyDown}
            disabled={inline.pending}
            slotProps={{ htmlInput: field }}
            sx={{ minWidth: place ? 0 : 140, width: place ? '100%' : undefined }}
          />
        )}
      </TableCell>
    );
  return (
    <TableCell
      component={place?.component}
      align={place ? undefined : column.align}
      onClick={inline.start}
      sx={place ? { ...place.sx, cursor: 'text' } : column.sx}
      data-testid={column.cellTestId}
      {...column.cellAttributes?.(row)}
    >
      {column.cell(row)}
    </TableCell>
  );
}
