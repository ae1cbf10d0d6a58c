// Games played, hosted and rating need games and reviews, which arrive later. Until then the
// tiles show a dash and say why, rather than sample numbers that would read as the user's own.
const STATS = [
  { label: 'Games played', note: 'Available once you play games' },
  { label: 'Games hosted', note: 'Available once you host games' },
  { label: 'Rating', note: 'Available once you play games' },
] as const;

export function ProfileStats() {
  return (
    <ul className="stats" aria-label="Your stats">
      {STATS.map((stat) => (
        <li key={stat.label} className="stat">
          <span className="stat-value" aria-hidden="true">
            —
          </span>
          <span className="stat-label">{stat.label}</span>
          <span className="stat-note">{stat.note}</span>
        </li>
      ))}
    </ul>
  );
}
