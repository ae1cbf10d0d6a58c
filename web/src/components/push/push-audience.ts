/** Who the push opt-in card speaks to: a player waiting on hosts, or a host waiting on players. */
export type PushAudience = 'player' | 'host';
