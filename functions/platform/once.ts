/** A value built on first use and kept for the life of the container (one cold start). */
export const once = <T>(build: () => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};
