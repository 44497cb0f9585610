import '@xyflow/react/dist/style.css';
import { defaultWorkflowData } from '@flowlane/contracts';
import { Box, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  Background,
  Controls,
  type DefaultEdgeOptions,
  MiniMap,
  type NodeMouseHandler,
  type NodeTypes,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { type DragEvent, type MouseEvent, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NODE_HEIGHT, NODE_WIDTH, type StepEdge, type StepNode } from '../model/types';
import { canvasBehaviour } from '../model/view';
import { useDecorStore } from '../store/decor-store';
import { designer, useDesignerStore } from '../store/designer-store';
import { edgeAt, markDropEdge } from './edge-at';
import { NodeStyles } from './NodeStyles';
import { canvasPointer } from './pointer';
import { StepNodeView } from './StepNodeView';
import { useRevealStep } from './use-reveal-step';

/** The palette's drag payload: a service id. */
export const SERVICE_DRAG_TYPE = 'application/x-flowlane-service';

// Module constants: React Flow re-renders everything when these props change identity.
const NODE_TYPES: NodeTypes = { step: StepNodeView };
const EDGE_OPTIONS: DefaultEdgeOptions = { interactionWidth: 16 };
const MULTI_SELECT_KEYS = ['Meta', 'Control'];
const FIT_NARROW = { maxZoom: 1, padding: 0.2 };
const closePanel = () => {
  designer.openPanel(null);
  designer.pickAfter(null);
};
const clearDropEdge = () => markDropEdge(null);
const trackPointer = (event: MouseEvent) => canvasPointer.set(event.clientX, event.clientY);

/** The canvas: React Flow over the designer's store, with the spec's view defaults from `data.view`. */
export function DesignerCanvas() {
  const { t } = useTranslation();
  const nodes = useDesignerStore((s) => s.nodes);
  const storedEdges = useDesignerStore((s) => s.edges);
  // Screen readers name each connection in the interface language (React Flow's own is English).
  const edges = useMemo(
    () =>
      storedEdges.map((edge) => ({
        ...edge,
        ariaLabel: t('designer.flow.edge', { source: edge.source, target: edge.target }),
      })),
    [storedEdges, t],
  );
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('designer.flow.nodeDescription'),
      'node.a11yDescription.keyboardDisabled': t('designer.flow.nodeKeyboardDisabled'),
      'node.a11yDescription.ariaLiveMessage': (moved: { direction: string; x: number; y: number }) =>
        t('designer.flow.nodeMoved', moved),
      'edge.a11yDescription.default': t('designer.flow.edgeDescription'),
      'controls.ariaLabel': t('designer.flow.controls'),
      'controls.zoomIn.ariaLabel': t('designer.flow.zoomIn'),
      'controls.zoomOut.ariaLabel': t('designer.flow.zoomOut'),
      'controls.fitView.ariaLabel': t('designer.flow.fitView'),
      'controls.interactive.ariaLabel': t('designer.flow.interactive'),
      'minimap.ariaLabel': t('designer.flow.minimap'),
      'handle.ariaLabel': t('designer.flow.handle'),
    }),
    [t],
  );
  const view = useDesignerStore((s) => s.data?.view);
  const behaviour = useMemo(() => canvasBehaviour(view ?? defaultWorkflowData().view), [view]);
  const theme = useTheme();
  const mode = theme.palette.mode;
  // A phone: the whole workflow in view at first (the saved pan and zoom are a wide screen's), no minimap over it.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { screenToFlowPosition } = useReactFlow();
  const reveal = useRevealStep();
  // The panel that opens narrows the canvas; keep the step in view beside it.
  const openStep = useCallback<NodeMouseHandler<StepNode>>(
    (_event, node) => {
      designer.openPanel(node.id);
      reveal(node.id);
    },
    [reveal],
  );

  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(SERVICE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    markDropEdge(edgeAt(event.clientX, event.clientY)?.element ?? null);
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      const service = useDecorStore.getState().services.get(event.dataTransfer.getData(SERVICE_DRAG_TYPE));
      if (!service) return;
      event.preventDefault();
      markDropEdge(null);
      const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const edge = edgeAt(event.clientX, event.clientY);
      // On an edge the step is centred on the line it goes into; elsewhere its corner is where it fell.
      if (edge) {
        const drop = { x: point.x - NODE_WIDTH / 2, y: point.y - DEFAULT_NODE_HEIGHT / 2 };
        designer.addStep(service, { drop, intoEdge: edge.id });
      } else designer.addStep(service, { drop: point });
    },
    [screenToFlowPosition],
  );

  return (
    <Box
      className="fl-canvas"
      data-testid="designer-canvas"
      sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: 0 }}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onDragLeave={clearDropEdge}
      onMouseMove={trackPointer}
      onMouseLeave={canvasPointer.clear}
    >
      <NodeStyles />
      <ReactFlow<StepNode, StepEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        defaultEdgeOptions={EDGE_OPTIONS}
        onNodesChange={designer.onNodesChange}
        onEdgesChange={designer.onEdgesChange}
        onConnect={designer.connect}
        isValidConnection={designer.isValidConnection}
        onNodeDragStart={designer.beginDrag}
        onNodeDragStop={designer.endDrag}
        onSelectionDragStart={designer.beginDrag}
        onSelectionDragStop={designer.endDrag}
        onNodeClick={openStep}
        onPaneClick={closePanel}
        // Only the steps in view are in the DOM: a 500-step workflow opens and pans like a small one.
        onlyRenderVisibleElements
        // Deleting goes through the designer's own shortcut, so it is one undo step with its edges.
        deleteKeyCode={null}
        selectionKeyCode={behaviour.boxSelection ? 'Shift' : null}
        multiSelectionKeyCode={MULTI_SELECT_KEYS}
        defaultViewport={behaviour.defaultViewport}
        fitView={narrow}
        fitViewOptions={FIT_NARROW}
        minZoom={behaviour.minZoom}
        maxZoom={behaviour.maxZoom}
        zoomOnScroll={behaviour.zooming}
        zoomOnPinch={behaviour.zooming}
        zoomOnDoubleClick={false}
        panOnDrag={behaviour.panning}
        nodeDragThreshold={2}
        colorMode={mode}
        ariaLabelConfig={ariaLabelConfig}
      >
        <Background gap={20} />
        <Controls showInteractive={false} />
        {!narrow && <MiniMap pannable zoomable ariaLabel={t('designer.flow.minimap')} position="top-right" />}
      </ReactFlow>
      {nodes.length === 0 && (
        <Typography
          color="text.secondary"
          sx={{ position: 'absolute', top: '40%', width: '100%', textAlign: 'center', pointerEvents: 'none' }}
        >
          {t('designer.emptyCanvas')}
        </Typography>
      )}
    </Box>
  );
}
