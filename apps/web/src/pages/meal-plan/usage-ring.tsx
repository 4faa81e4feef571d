/** A ring filled to `value` percent; drawn with SVG attributes only, since the CSP allows no inline styles. */
export function UsageRing({ value, size = 132 }: { value: number; size?: number }) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" className="shrink-0 -rotate-90">
      <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="11" className="stroke-leaf-100" />
      {/* At 0 the round cap alone would still draw a dot that reads as some use. */}
      {value > 0 && (
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="11"
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          className="stroke-leaf-600"
        />
      )}
    </svg>
  );
}
