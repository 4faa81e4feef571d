import { Link, useLocation } from 'react-router';
import { isNavItemActive, type NavItem } from './nav-items';

/** A navigation link that marks itself as the current page by the shell's active rule. */
export function NavLinkItem({
  item,
  className,
  onNavigate,
  showIcon = false,
}: {
  item: NavItem;
  className: (active: boolean) => string;
  onNavigate?: () => void;
  showIcon?: boolean;
}) {
  const { pathname } = useLocation();
  const active = isNavItemActive(item.to, pathname);
  const Icon = item.icon;
  return (
    <Link to={item.to} aria-current={active ? 'page' : undefined} className={className(active)} onClick={onNavigate}>
      {showIcon && <Icon aria-hidden="true" className="size-5 shrink-0" />}
      {item.label}
    </Link>
  );
}
