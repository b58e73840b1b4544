/** A tiny event channel: the query cache tells the session that the server no longer knows us. */
type Listener = () => void;
const listeners = new Set<Listener>();

export const sessionEvents = {
  emitExpired(): void {
    for (const listener of listeners) listener();
  },
  onExpired(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
