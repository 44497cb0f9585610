import { RunStatus, StepStatus } from '@flowlane/contracts';
import { acceptsInput, outputHandleList } from '@flowlane/engine/browser';
import AddIcon from '@mui/icons-material/Add';
import { Handle, type NodeProps, Position, useUpdateNodeInternals } from '@xyflow/react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';
import { useLocaleFormat } from '../../../i18n/format';
import { labelledOutputs } from '../model/node-geometry';
import { MAIN_HANDLE, type StepNode } from '../model/types';
import { useDecorStore } from '../store/decor-store';
import { designer, useDesignerStore } from '../store/designer-store';
import { wiredOutputs } from '../store/wired-outputs';
import { outputPreview } from './output-preview';
import { ServiceIcon } from './ServiceIcon';

const RUN_STATUSES = [...RunStatus.options, ...StepStatus.options];

/** A step's run status in the interface language (an unknown one as it is). */
export const statusText = (status: string): string => {
  const known = RUN_STATUSES.find((candidate) => candidate === status);
  return known ? i18n.t(`designer.run.${known}`) : status;
};

/**
 * One step on the canvas. Memoised, and reading only its own slices of the decoration store, so a drag
 * re-renders the moved step alone and a run update re-renders only the steps whose record changed.
 */
function StepNodeViewImpl({ id, data, selected }: NodeProps<StepNode>) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const service = useDecorStore((s) => s.services.get(data.serviceId));
  const issues = useDecorStore((s) => s.issuesByNode.get(id));
  const step = useDecorStore((s) => s.stepsByNode.get(id));
  // While "Test step" runs the step shows as running; its result then becomes the step's record.
  const testing = useDecorStore((s) => s.testing.has(id));
  const tested = useDecorStore((s) => step !== undefined && s.testsByNode.get(id)?.record === step);
  const { params, settings } = data;
  const handles = useMemo(() => outputHandleList({ params, settings }, service), [service, params, settings]);
  const preview = useMemo(
    () => (step ? outputPreview(step.error ? step.error.message : step.output) : ''),
    [step],
  );

  // React Flow measures handles once; a new Switch case or error output moves them, so measure again.
  const handleKey = handles.map((h) => h.id).join('|');
  const updateNodeInternals = useUpdateNodeInternals();
  const measuredKey = useRef(handleKey);
  useEffect(() => {
    if (measuredKey.current === handleKey) return;
    measuredKey.current = handleKey;
    updateNodeInternals(id);
  }, [handleKey, id, updateNodeInternals]);

  // A string, so a step re-renders only when its own outputs gain or lose an edge.
  const wired = useDesignerStore((s) => wiredOutputs(s.edges).get(id) ?? '');
  const picking = useDesignerStore((s) => (s.pendingOutput?.source === id ? s.pendingOutput.handle : null));
  const addButton = (handle: { id: string; label: string }) => (
    <button
      type="button"
      className={`fl-add-out nodrag nopan${wired.split('|').includes(handle.id) ? ' is-wired' : ''}${picking === handle.id ? ' is-picking' : ''}`}
      data-testid={`add-after-${handle.id}`}
      aria-label={t('designer.addAfterOutput', { output: handle.label })}
      title={t('designer.addAfterOutput', { output: handle.label })}
      onClick={(event) => {
        // The step's own click would open its panel and move the selection.
        event.stopPropagation();
        designer.pickAfter(picking === handle.id ? null : { source: id, handle: handle.id });
      }}
    >
      <AddIcon sx={{ fontSize: 14 }} />
    </button>
  );

  const single = !labelledOutputs(handles);
  const classes = ['fl-node'];
  if (selected) classes.push('is-selected');
  if (settings?.disabled) classes.push('is-disabled');
  if (testing) classes.push('run-running');
  else if (step) classes.push(`run-${step.status}`);

  return (
    <div
      className={classes.join(' ')}
      data-testid="step-node"
      data-node-id={id}
      data-status={testing ? 'running' : (step?.status ?? '')}
      data-tested={tested ? 'true' : undefined}
    >
      {acceptsInput(service) && <Handle type="target" position={Position.Left} />}
      <div className="fl-node-head">
        <div className="fl-node-icon">
          <ServiceIcon name={service?.icon} fontSize="small" />
        </div>
        <div className="fl-node-titles">
          <div className="fl-node-service">{service?.name ?? data.serviceId}</div>
          <div className="fl-node-name" data-testid="step-name">
            {data.name}
          </div>
        </div>
        {(step || testing) && (
          <span
            className={`fl-node-status status-${testing ? 'running' : step?.status}`}
            data-testid="step-status"
            title={
              step && !testing
                ? `${tested ? `${t('designer.testResult')} · ` : ''}${statusText(step.status)} · ${format.duration(step.durationMs)}`
                : statusText('running')
            }
          >
            {statusText(testing ? 'running' : (step?.status ?? ''))}
          </span>
        )}
      </div>
      {issues && issues.length > 0 && (
        <div
          className="fl-node-issues"
          data-testid="step-issues"
          title={issues.map((i) => i.message).join('\n')}
        >
          ⚠ {issues.length === 1 ? t('designer.oneProblem') : t('designer.problems', { n: issues.length })}
        </div>
      )}
      {step && preview !== '' && (
        <div
          className={`fl-node-output${step.error ? ' is-error' : ''}`}
          data-testid="step-output"
          title={preview}
        >
          {preview}
        </div>
      )}
      {single ? (
        <>
          <Handle type="source" position={Position.Right} id={MAIN_HANDLE} className="handle-main" />
          {addButton({ id: MAIN_HANDLE, label: handles[0]?.label ?? MAIN_HANDLE })}
        </>
      ) : (
        <div className="fl-node-outs">
          {handles.map((handle) => (
            <div className="fl-node-out" key={handle.id}>
              {handle.label}
              <Handle
                type="source"
                position={Position.Right}
                id={handle.id}
                className={`handle-${handle.id}`}
                data-testid={`handle-${handle.id}`}
              />
              {addButton(handle)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

export const StepNodeView = memo(StepNodeViewImpl);
