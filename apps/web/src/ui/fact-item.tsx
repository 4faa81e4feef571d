import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One short fact in a row of them (days, minutes, servings...), led by its icon; goes inside a <ul>. */
export function FactItem({ icon: Icon, iconColor = 'text-leaf-700', children }: { icon: LucideIcon; iconColor?: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className={`size-4 ${iconColor}`} />
      {children}
    </li>
  );
}
