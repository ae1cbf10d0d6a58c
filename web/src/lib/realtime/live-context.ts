import { createContext, useContext, useEffect } from 'react';
import type { LiveStatus } from './live-socket';

export interface LiveContextValue {
  status: LiveStatus;
  /** Follows a channel while the caller is mounted; answers the function that stops following. */
  follow(channel: string): () => void;
}

const NOT_LIVE: LiveContextValue = { status: 'idle', follow: () => () => undefined };

export const LiveContext = createContext<LiveContextValue>(NOT_LIVE);

export const useLiveStatus = () => useContext(LiveContext).status;

/** Follows `channel` (null: none) while the calling screen is mounted. */
export function useLiveChannel(channel: string | null) {
  const { follow } = useContext(LiveContext);
  useEffect(() => (channel ? follow(channel) : undefined), [channel, follow]);
}
