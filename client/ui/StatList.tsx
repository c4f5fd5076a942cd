/** Headline figures, each a value in bold and what it measures: an article's header, a solution page's hero. */
export function StatList({ stats, className }: { stats: { value: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong> {stat.label}
        </li>
      ))}
    </ul>
  );
}
