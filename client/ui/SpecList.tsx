/** Label and value pairs (specifications), as a description list. */
export function SpecList({ specs }: { specs: { label: string; value: string }[] }) {
  return (
    <dl>
      {specs.map((spec) => (
        <div key={spec.label}>
          <dt>{spec.label}</dt>
          <dd>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
