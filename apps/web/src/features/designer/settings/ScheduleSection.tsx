import { type CronParts, SchedulePeriod, type WorkflowSchedule } from '@flowlane/contracts';
import {
  Autocomplete,
  Box,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatRunTime, fromInputDateTime, timeZones, toInputDateTime } from './schedule-form';

const PERIOD_TYPES = SchedulePeriod.shape.type.options;
const CRON_PARTS: ReadonlyArray<keyof CronParts> = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'];

/** A whole number within `range`; what is not a number reads as the range's lowest. */
function WholeField({
  label,
  value,
  range: [min, max],
  disabled,
  testId,
  onChange,
}: {
  label: string;
  value: number;
  range: readonly [number, number];
  disabled: boolean;
  testId?: string;
  onChange(value: number): void;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value}
      disabled={disabled}
      sx={{ width: 110 }}
      slotProps={{ htmlInput: { min, max, 'data-testid': testId } }}
      onChange={(event) => {
        const n = Number.parseInt(event.target.value, 10);
        onChange(Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min);
      }}
    />
  );
}

/**
 * The schedule's period editor. The server turns the period into the cron expression and its words on
 * save (and refuses an interval under the plan's minimum), so those and the next five runs shown here
 * are the saved ones.
 */
export function ScheduleSection({
  schedule,
  onChange,
  saved,
  nextRuns,
}: {
  schedule: WorkflowSchedule;
  onChange(schedule: WorkflowSchedule): void;
  saved: WorkflowSchedule | undefined;
  nextRuns: readonly string[];
}) {
  const { t } = useTranslation();
  const { period } = schedule;
  const setPeriod = (patch: Partial<WorkflowSchedule['period']>) =>
    onChange({ ...schedule, period: { ...period, ...patch } });
  const zone = schedule.startDate.timezone || 'UTC';

  return (
    <Stack spacing={2} data-testid="schedule-section">
      <FormControlLabel
        control={
          <Switch
            checked={schedule.active}
            onChange={(event) => onChange({ ...schedule, active: event.target.checked })}
            data-testid="schedule-active"
          />
        }
        label={t('designer.settings.scheduleActive')}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={t('designer.settings.periodType')}
          value={period.type}
          disabled={!schedule.active}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'schedule-type' } }}
          onChange={(event) => {
            const type = SchedulePeriod.shape.type.safeParse(event.target.value);
            if (type.success) setPeriod({ type: type.data });
          }}
        >
          {PERIOD_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`designer.settings.periodTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {period.type !== 'week' && period.type !== 'custom' && (
          <WholeField
            label={t('designer.settings.every')}
            value={period.value}
            range={[1, 1000]}
            disabled={!schedule.active}
            testId="schedule-every"
            onChange={(value) => setPeriod({ value })}
          />
        )}
        {period.type === 'hour' && (
          <WholeField
            label={t('designer.settings.atMinute')}
            value={period.minute_value}
            range={[0, 59]}
            disabled={!schedule.active}
            onChange={(minute_value) => setPeriod({ minute_value })}
          />
        )}
      </Stack>
      {(period.type === 'day' || period.type === 'week' || period.type === 'month') && (
        <TextField
          size="small"
          type="datetime-local"
          label={t('designer.settings.startingAt')}
          value={toInputDateTime(period.daily_value)}
          disabled={!schedule.active}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => setPeriod({ daily_value: fromInputDateTime(event.target.value) })}
        />
      )}
      {period.type === 'custom' && (
        <Stack direction="row" spacing={1}>
          {CRON_PARTS.map((part) => (
            <TextField
              key={part}
              size="small"
              label={t(`designer.settings.cron.${part}`)}
              value={schedule.schedule[part]}
              disabled={!schedule.active}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              onChange={(event) =>
                onChange({ ...schedule, schedule: { ...schedule.schedule, [part]: event.target.value } })
              }
            />
          ))}
        </Stack>
      )}
      <Autocomplete
        size="small"
        options={timeZones()}
        value={zone}
        disableClearable
        disabled={!schedule.active}
        onChange={(_event, timezone) =>
          onChange({ ...schedule, startDate: { ...schedule.startDate, timezone } })
        }
        renderInput={(params) => <TextField {...params} label={t('designer.settings.timezone')} />}
      />
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('designer.settings.savedAs')}
        </Typography>
        <Typography variant="body2" data-testid="schedule-text">
          {saved?.textExpression ?? schedule.textExpression}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
          {t('designer.settings.nextRuns')}
        </Typography>
        {nextRuns.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('designer.settings.nextRunsNone')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="schedule-next-runs">
            {nextRuns.map((iso) => (
              <Typography component="li" variant="body2" key={iso}>
                {formatRunTime(iso, saved?.startDate.timezone || 'UTC')}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
