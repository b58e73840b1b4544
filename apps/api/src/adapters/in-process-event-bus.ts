import { EventEmitter, on } from 'node:events';
import type { EventBus } from '../ports/event-bus';

/** The event bus of one server process: every subscription lives in this process. */
export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  publish(userIds: Iterable<number>): void {
    for (const id of new Set(userIds)) this.emitter.emit(String(id));
  }
  async *changes(userId: number, signal?: AbortSignal): AsyncGenerator<void> {
    try {
      for await (const _ of on(this.emitter, String(userId), { signal })) yield;
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') throw error;
    }
  }
}
