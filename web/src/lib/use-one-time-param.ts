import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A query parameter that asks for something once ('?join=1' after signing in, '?created=1' after
 * creating a game): whether it is set, and a way to drop it in place, so a reload or Back does
 * not ask again.
 */
export function useOneTimeParam(name: string): [set: boolean, drop: () => void] {
  const [params, setParams] = useSearchParams();
  const drop = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name) === '1', drop];
}
