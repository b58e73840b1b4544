/**
 * Tells the app's other tabs that the offline queue changed (a show kept,
 * sent or refused), so their Seen lists and rankings refresh.
 */
const CHANNEL_NAME = 'gigrank-offline-shows';

/** This tab: its own announcements are not news to it. */
const TAB = `${Date.now()}-${Math.random()}`;

export interface QueueChange {
  /** How many shows went up (their screens refresh too). */
  sent: number;
  from: string;
}

function open(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
}

/** Calls `onChange` when another tab changed the queue; returns the function that stops it. */
export function onQueueChange(onChange: (change: QueueChange) => void): () => void {
  const channel = open();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<QueueChange>) => {
    if (event.data.from !== TAB) onChange(event.data);
  };
  return () => channel.close();
}

export function announceQueueChange(sent: number): void {
  const channel = open();
  if (!channel) return;
  channel.postMessage({ sent, from: TAB } satisfies QueueChange);
  channel.close();
}
