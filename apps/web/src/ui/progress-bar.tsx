/** A thin bar filled to `value` percent, drawn with SVG attributes because the CSP allows no inline styles. */
export function ProgressBar({ value, className = 'h-2', fill = 'fill-leaf-600' }: { value: number; className?: string; fill?: string }) {
  return (
    <svg viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" className={`w-full overflow-hidden rounded-full ${className}`}>
      <rect width="100" height="6" className="fill-leaf-100" />
      <rect width={Math.min(100, Math.max(0, value))} height="6" className={`${fill} transition-all`} />
    </svg>
  );
}
