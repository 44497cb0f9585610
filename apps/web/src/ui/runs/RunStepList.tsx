import type { RunStepView } from '@flowlane/contracts';
import { Stack } from '@mui/material';
import { runStepTree } from './run-step-tree';
import { StepCard } from './StepCard';

/** A run's steps, numbered, each with the work logged inside it (an agent's turns and tool calls) indented under it. */
export function RunStepList({ steps }: { steps: readonly RunStepView[] }) {
  return runStepTree(steps).map(({ step, subSteps }, index) => (
    <Stack key={step.seq} spacing={1}>
      <StepCard step={step} index={index} />
      {subSteps.length > 0 && (
        // Padding, not margin: the list's Stack spacing resets its children's margins.
        <Stack
          spacing={1}
          data-testid="run-sub-steps"
          data-parent={step.nodeId}
          sx={{ paddingInlineStart: 5 }}
        >
          {subSteps.map((sub) => (
            <StepCard key={sub.seq} step={sub} index={index} nested />
          ))}
        </Stack>
      )}
    </Stack>
  ));
}
