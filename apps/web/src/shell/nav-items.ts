import { CalendarDays, House, LayoutDashboard, ListChecks, ReceiptText, Refrigerator, ScanLine, Tag, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const home: NavItem = { to: '/', label: 'Home', icon: House };
const pricing: NavItem = { to: '/pricing', label: 'Pricing', icon: Tag };
const upload: NavItem = { to: '/upload', label: 'Upload Receipt', icon: ScanLine };
const mealPlans: NavItem = { to: '/meal-plans', label: 'Meal Plans', icon: CalendarDays };
const dashboard: NavItem = { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard };
const kitchen: NavItem = { to: '/kitchen', label: 'Kitchen', icon: Refrigerator };
const receipts: NavItem = { to: '/receipts', label: 'Receipts', icon: ReceiptText };
const shoppingList: NavItem = { to: '/shopping-list', label: 'Shopping List', icon: ListChecks };

/**
 * Spec section 2: Upload Receipt and Meal Plans only when signed in; signed-out visitors get Pricing instead. The
 * Kitchen (beyond the spec) sits between them: receipts go into it and plans come out of it.
 */
export function headerNavItems(signedIn: boolean): NavItem[] {
  return signedIn ? [home, upload, kitchen, mealPlans] : [home, pricing];
}

/** The hamburger menu: the header links, plus the kitchen's other pages and Dashboard for signed-in users (Sign In/Out are buttons). */
export function mobileMenuItems(signedIn: boolean): NavItem[] {
  return signedIn ? [...headerNavItems(true), shoppingList, receipts, dashboard] : headerNavItems(false);
}

/** The bottom tab bar holds at most 4 items; a signed-out visitor's fourth slot is the Sign In button. */
export const MAX_BOTTOM_TABS = 4;
export function bottomTabItems(signedIn: boolean): NavItem[] {
  // Signed in, the logo leads home; the four tabs are the kitchen's loop and the dashboard.
  const items = signedIn ? [upload, kitchen, mealPlans, dashboard] : [home, pricing];
  return items.slice(0, MAX_BOTTOM_TABS);
}

/** Home is active only on an exact match; any other item when the path starts with its path. */
export function isNavItemActive(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
