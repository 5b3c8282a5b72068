/**
 * Which node runs the feed and the tick-driven jobs. One process alone is always the leader;
 * with REDIS_URL the nodes share a lease (`redisLeader.ts`) and exactly one holds it.
 */
export interface Leader {
  readonly isLeader: boolean;
  /** Called with the new state whenever this node gains or loses the lead; returns the unsubscribe. */
  onChange(handler: (isLeader: boolean) => void): () => void;
  /** Gives the lead up (so another node takes over at once) and stops trying. */
  close(): Promise<void>;
}

/** The single-process default: this node leads from the start and never lets go. */
export function soleLeader(): Leader {
  return {
    isLeader: true,
    onChange: () => () => undefined,
    async close() {},
  };
}
