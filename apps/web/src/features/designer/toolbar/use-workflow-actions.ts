import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { useSession } from '../../../auth';
import { errorText, i18n } from '../../../i18n';
import { showMessage } from '../../../shell';
import { designerApi, failureMessage } from '../api/designer-api';
import { canvasPointer } from '../canvas/pointer';
import { copySelection, readClipboard, writeClipboard } from '../model/clipboard';
import { toGraph } from '../model/graph-convert';
import { viewWithViewport } from '../model/view';
import { decor, useDecorStore } from '../store/decor-store';
import { designer, selectDirty, useDesignerStore } from '../store/designer-store';
import { runNowInput } from '../triggers/run-input';
import { useBusyStore } from './busy-store';

export type SaveOutcome = { ok: true } | { ok: false; message: string };

let pendingSave: Promise<SaveOutcome> | null = null;

/**
 * Save, Run now, copy and paste: the toolbar, the shortcuts, the settings dialog and the step panel
 * share these.
 */
export function useWorkflowActions() {
  const flow = useReactFlow();
  const userId = useSession().user?.id ?? null;

  /** PUT /api/workflow/:id with {data, graph}; one save at a time (Ctrl+S held down saves once). */
  const save = useCallback((): Promise<SaveOutcome> => {
    pendingSave ??= (async (): Promise<SaveOutcome> => {
      const s = useDesignerStore.getState();
      if (!s.workflowId || !s.data) return { ok: false, message: 'No workflow is open.' };
      const { revision, dataRevision } = s;
      const data = { ...s.data, view: viewWithViewport(s.data.view, flow.getViewport()) };
      useBusyStore.setState({ saving: true });
      try {
        const response = await designerApi.save(s.workflowId, { data, graph: toGraph(s.nodes, s.edges) });
        designer.markSaved(response, revision, dataRevision);
        decor.setIssues(response.issues);
        showMessage(i18n.t('messages.workflowSaved'), 'success');
        return { ok: true };
      } catch (error) {
        const message = failureMessage(error);
        showMessage(errorText(message), 'error');
        return { ok: false, message };
      } finally {
        useBusyStore.setState({ saving: false });
      }
    })().finally(() => {
      pendingSave = null;
    });
    return pendingSave;
  }, [flow]);

  /**
   * POST /api/workflow/:id/run. A run uses the saved workflow, so unsaved changes are saved first;
   * it starts with the entry trigger's test data (a captured call, the manual input); the canvas then
   * follows the new run.
   */
  const run = useCallback(async (): Promise<boolean> => {
    const state = useDesignerStore.getState();
    if (!state.workflowId) return false;
    if (selectDirty(state) && !(await save()).ok) return false;
    useBusyStore.setState({ starting: true });
    try {
      const saved = useDesignerStore.getState();
      const input = runNowInput(saved.nodes, saved.edges, useDecorStore.getState().services);
      const answer = await designerApi.run(state.workflowId, input);
      decor.followRun(answer.runId, answer.status);
      if (answer.status === 'refused') showMessage(errorText(answer.message), 'error');
      else showMessage(i18n.t('messages.workflowQueued'), 'info');
      return answer.status !== 'refused';
    } catch (error) {
      showMessage(errorText(failureMessage(error)), 'error');
      return false;
    } finally {
      useBusyStore.setState({ starting: false });
    }
  }, [save]);

  /**
   * POST /api/workflow/:id/step/:stepId/run: tests one step (saving first, as the server tests the saved
   * workflow) on the pinned data or last outputs of the steps before it; the result goes on the step.
   */
  const testStep = useCallback(
    async (nodeId: string): Promise<boolean> => {
      const state = useDesignerStore.getState();
      if (!state.workflowId) return false;
      if (selectDirty(state) && !(await save()).ok) return false;
      const node = useDesignerStore.getState().nodes.find((n) => n.id === nodeId);
      if (!node) return false;
      decor.setTesting(nodeId, true);
      try {
        const result = await designerApi.testStep(state.workflowId, nodeId);
        decor.applyStepTest(result, node.data.name, node.data.serviceId);
        return result.status === 'succeeded';
      } catch (error) {
        showMessage(errorText(failureMessage(error)), 'error');
        return false;
      } finally {
        decor.setTesting(nodeId, false);
      }
    },
    [save],
  );

  const copy = useCallback(async () => {
    const { nodes, edges } = useDesignerStore.getState();
    const payload = copySelection(nodes, edges, userId);
    if (payload) await writeClipboard(payload);
  }, [userId]);

  /** Pastes at the pointer when it is over the canvas, else in the middle of the view. */
  const paste = useCallback(async () => {
    const payload = await readClipboard(userId);
    if (!payload) return;
    const pointer = canvasPointer.get();
    const canvas = document.querySelector('.fl-canvas')?.getBoundingClientRect();
    const screen =
      pointer ??
      (canvas ? { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 } : { x: 0, y: 0 });
    designer.paste(payload, flow.screenToFlowPosition(screen));
  }, [flow, userId]);

  return { save, run, testStep, copy, paste };
}
