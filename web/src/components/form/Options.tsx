import type { ReactNode } from 'react';

interface OptionsProps<T> {
  items: readonly T[];
  labelOf: (item: T) => ReactNode;
  /** The option's value (and key); needed for a list of objects (a list of strings is its own values). */
  idOf?: (item: T) => string;
}

/** A select's options, one per item: its value, and what the list shows for it. */
export function Options<T>({ items, labelOf, idOf = String }: OptionsProps<T>) {
  return (
    <>
      {items.map((item) => (
        <option key={idOf(item)} value={idOf(item)}>
          {labelOf(item)}
        </option>
      ))}
    </>
  );
}
