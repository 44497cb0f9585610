import { EventEmitter } from 'node:events';
import { isFinalRunStatus, type RunEvent } from '@flowlane/contracts';

/** What happens to a run, for live logs (SSE) and synchronous webhook replies: defined in contracts. */
export type { RunEvent };

const CANCEL = 'cancel';

export type PublishOptions = {
  /**
   * The event is the first of a run just stored here: no other process can listen to that run yet (its
   * id is new), so it goes only to the listeners of its workflow elsewhere (open run logs).
   */
  newRun?: boolean;
};

/** Where run events cross processes (Redis pub/sub), told which runs and workflows are listened to here. */
export interface RunEventBridge {
  publish(event: RunEvent, options?: PublishOptions): void;
  /**
   * Something here started listening to a run's outcome (`outcome:<id>`) or a workflow (`workflow:<id>`);
   * resolves once events of it reach this process.
   */
  listen(key: string): Promise<void>;
  /** The last listener of that key here stopped. */
  unlisten(key: string): void;
}

/**
 * A bus for run events. In one process it is an EventEmitter; with Redis it is bridged over pub/sub
 * (see redis-events.ts) so a web process hears what a worker process did — only for the runs and
 * workflows it listens to (a waiting synchronous webhook, an open live log), not every event.
 */
export class RunEvents {
  private readonly emitter = new EventEmitter();
  private bridge: RunEventBridge | undefined;
  private readonly subscribing = new Set<Promise<void>>();

  constructor() {
    // Every open live log and every waiting webhook is a listener.
    this.emitter.setMaxListeners(0);
  }

  /** Publishes to local listeners and, when bridged, to other processes. */
  publish(event: RunEvent, options: PublishOptions = {}): void {
    this.deliver(event);
    this.bridge?.publish(event, options);
  }

  /**
   * Delivers an event that came from another process: to the listeners of `key` only when given (an
   * event arrives once per key it was published under), else to every listener it concerns.
   */
  deliver(event: RunEvent, key?: string): void {
    if (event.type === 'cancel') {
      this.emitter.emit(CANCEL, event);
      return;
    }
    if (event.type === 'capture') {
      this.emitter.emit(workflowKey(event.workflowId), event);
      return;
    }
    if (isOutcome(event) && (key === undefined || key === outcomeKey(event.runId)))
      this.emitter.emit(outcomeKey(event.runId), event);
    if (key === undefined || key === workflowKey(event.workflowId))
      this.emitter.emit(workflowKey(event.workflowId), event);
  }

  setBridge(bridge: RunEventBridge | undefined): void {
    this.bridge = bridge;
    if (!bridge) return;
    for (const name of this.emitter.eventNames())
      if (typeof name === 'string' && name !== CANCEL) this.listen(name);
  }

  /**
   * Resolves once the listeners registered so far hear other processes' events too (a subscription is
   * a round trip to Redis): a synchronous webhook waits for it before its run can be picked up.
   */
  async listening(): Promise<void> {
    if (this.subscribing.size === 0) return;
    // Bounded: while Redis is down a subscription never confirms, and the intake answers 503 anyway.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...this.subscribing]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 1000);
      }),
    ]);
    clearTimeout(timer);
  }

  private listen(key: string): void {
    const subscribed = this.bridge?.listen(key);
    if (!subscribed) return;
    const tracked: Promise<void> = subscribed.finally(() => this.subscribing.delete(tracked));
    this.subscribing.add(tracked);
  }

  /**
   * What ends a wait for a run (a synchronous webhook's): its reply and its final status, not its steps.
   * A run's other events go to its workflow's listeners (live logs) only.
   */
  onOutcome(runId: string, listener: (event: RunEvent) => void): () => void {
    return this.on(outcomeKey(runId), listener);
  }

  /** Cancellations of any run, from this process or another. */
  onCancel(listener: (event: RunEvent & { type: 'cancel' }) => void): () => void {
    this.emitter.on(CANCEL, listener);
    return () => this.emitter.off(CANCEL, listener);
  }

  onWorkflow(workflowId: string, listener: (event: RunEvent) => void): () => void {
    return this.on(workflowKey(workflowId), listener);
  }

  private on(key: string, listener: (event: RunEvent) => void): () => void {
    if (this.emitter.listenerCount(key) === 0) this.listen(key);
    this.emitter.on(key, listener);
    return () => {
      this.emitter.off(key, listener);
      if (this.emitter.listenerCount(key) === 0) this.bridge?.unlisten(key);
    };
  }
}

export const outcomeKey = (runId: string) => `outcome:${runId}`;

/** A run's reply or its final status: the events `onOutcome` hears. */
export const isOutcome = (event: RunEvent): boolean =>
  event.type === 'reply' || (event.type === 'status' && isFinalRunStatus(event.status));
export const workflowKey = (workflowId: string) => `workflow:${workflowId}`;
