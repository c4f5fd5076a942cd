/** A round × button (the invitation's and the panel's). */
export function CloseButton({ className, label, onClick }: { className: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
