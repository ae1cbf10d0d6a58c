interface CardSkeletonsProps {
  count: number;
  /** The class of the list the cards will fill, so the placeholders take its layout. */
  listClassName: string;
  /** The placeholder card's own class (its height), beside `card`. */
  cardClassName: string;
}

/** Three-line placeholder cards while a list loads; hidden from screen readers, which are told by a status. */
export function CardSkeletons({ count, listClassName, cardClassName }: CardSkeletonsProps) {
  return (
    <ul className={listClassName} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder; the position is their identity.
        <li key={index} className={`card ${cardClassName}`}>
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-short" />
          <span className="skeleton-line" />
        </li>
      ))}
    </ul>
  );
}
