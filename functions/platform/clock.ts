// The time services read, passed in so that tests can fix it.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
