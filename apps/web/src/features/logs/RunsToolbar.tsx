import { RunStatus } from '@flowlane/contracts';
import { FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { Ltr } from '../../ui';
import { LiveIndicator } from './LiveIndicator';
import { LOGS_TEXTS, RUN_STATUS_LABELS } from './texts';
import type { LiveState } from './use-live-runs';

const ALL = 'all';

/** The status filter, the live state and the number of runs. */
export function RunsToolbar({
  status,
  onStatusChange,
  live,
  total,
}: {
  status: RunStatus | null;
  onStatusChange(status: RunStatus | null): void;
  live: LiveState;
  total: number | undefined;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flex: 1, flexWrap: 'wrap', py: 1 }}>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="run-status-filter">{LOGS_TEXTS.status}</InputLabel>
        <Select
          labelId="run-status-filter"
          label={LOGS_TEXTS.status}
          value={status ?? ALL}
          data-testid="run-status-filter"
          onChange={(event) => {
            const parsed = RunStatus.safeParse(event.target.value);
            onStatusChange(parsed.success ? parsed.data : null);
          }}
        >
          <MenuItem value={ALL}>{LOGS_TEXTS.allStatuses}</MenuItem>
          {RunStatus.options.map((option) => (
            <MenuItem key={option} value={option}>
              {RUN_STATUS_LABELS[option]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <LiveIndicator state={live} />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ marginInlineStart: 'auto' }}
        data-testid="runs-total"
      >
        {total === undefined ? '' : <Ltr>{`${total} ${total === 1 ? 'run' : 'runs'}`}</Ltr>}
      </Typography>
    </Stack>
  );
}
