import { EventEmitter } from 'node:events';
import type { WebhookReply } from '@flowlane/contracts';

/** What happens to a run, for live logs (SSE) and synchronous webhook replies. */
export type RunEvent =
  | { type: 'status'; runId: string; workflowId: string; teamId: string; status: string }
  | { type: 'step'; runId: string; workflowId: string; teamId: string; nodeId: string; status: string }
  | { type: 'reply'; runId: string; workflowId: string; teamId: string; reply: WebhookReply }
  /** A user cancelled a running run: whichever process runs it stops it. */
  | { type: 'cancel'; runId: string; workflowId: string; teamId: string }
  | {
      /** A long step's progress (the PDF OCR step: one event per page read). */
      type: 'progress';
      runId: string;
      workflowId: string;
      teamId: string;
      nodeId: string;
      done: number;
      total: number;
      detail: string;
    }
  | {
      /** "Listen for a test call" caught a call: the designer that listens fetches it. No run exists. */
      type: 'capture';
      workflowId: string;
      teamId: string;
      kind: 'webhook' | 'mailhook';
      capturedAt: string;
    };

const CANCEL = 'cancel';

/**
 * A bus for run events. In one process it is an EventEmitter; with Redis it is bridged over pub/sub
 * (see redis-bridge.ts) so a web process hears what a worker process did.
 */
export class RunEvents {
  private readonly emitter = new EventEmitter();
  private bridge: ((event: RunEvent) => void) | undefined;

  constructor() {
    // Every open live log and every waiting webhook is a listener.
    this.emitter.setMaxListeners(0);
  }

  /** Publishes to local listeners and, when bridged, to other processes. */
  publish(event: RunEvent): void {
    this.deliver(event);
    this.bridge?.(event);
  }

  /** Delivers an event that came from another process. */
  deliver(event: RunEvent): void {
    if (event.type === 'cancel') {
      this.emitter.emit(CANCEL, event);
      return;
    }
    if (event.type === 'capture') {
      this.emitter.emit(`workflow:${event.workflowId}`, event);
      return;
    }
    this.emitter.emit(event.runId, event);
    this.emitter.emit(`workflow:${event.workflowId}`, event);
  }

  setBridge(bridge: ((event: RunEvent) => void) | undefined): void {
    this.bridge = bridge;
  }

  onRun(runId: string, listener: (event: RunEvent) => void): () => void {
    this.emitter.on(runId, listener);
    return () => this.emitter.off(runId, listener);
  }

  /** Cancellations of any run, from this process or another. */
  onCancel(listener: (event: RunEvent & { type: 'cancel' }) => void): () => void {
    this.emitter.on(CANCEL, listener);
    return () => this.emitter.off(CANCEL, listener);
  }

  onWorkflow(workflowId: string, listener: (event: RunEvent) => void): () => void {
    const name = `workflow:${workflowId}`;
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
