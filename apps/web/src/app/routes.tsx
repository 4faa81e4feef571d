import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from '../shell/app-shell';
import { RequireAuth } from '../auth/require-auth';
import { PageSpinner } from '../ui/spinner';

// The prerendered public pages are in the main bundle: their painted HTML hydrates at once when it runs, so a button
// clicked early works and React never swaps painted content for a spinner. Every other page is its own chunk.
import LandingPage from '../pages/landing/landing-page';
import PricingPage from '../pages/pricing/pricing-page';
import TermsPage from '../pages/legal/terms-page';
import PrivacyPage from '../pages/legal/privacy-page';

const UploadPage = lazy(() => import('../pages/upload/upload-page'));
const ReceiptPage = lazy(() => import('../pages/receipt/receipt-page'));
const MealPlansPage = lazy(() => import('../pages/meal-plans/meal-plans-page'));
const MealPlanPage = lazy(() => import('../pages/meal-plan/meal-plan-page'));
const MealPlanPrintPage = lazy(() => import('../pages/meal-plan/meal-plan-print-page'));
const RecipePage = lazy(() => import('../pages/recipe/recipe-page'));
const DashboardPage = lazy(() => import('../pages/dashboard/dashboard-page'));
const SubscriptionSuccessPage = lazy(() => import('../pages/subscription-success/subscription-success-page'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page'));
const ReceiptsPage = lazy(() => import('../pages/receipts/receipts-page'));
const KitchenPage = lazy(() => import('../pages/kitchen/kitchen-page'));
const ShoppingListPage = lazy(() => import('../pages/shopping-list/shopping-list-page'));
const ShoppingListPrintPage = lazy(() => import('../pages/shopping-list/shopping-list-print-page'));

/** The route table of spec section 2 (the browser and the prerenderer each make their router from it). */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/subscription/success', element: <SubscriptionSuccessPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/upload', element: <UploadPage /> },
          { path: '/receipts/:receiptId', element: <ReceiptPage /> },
          { path: '/meal-plans', element: <MealPlansPage /> },
          { path: '/meal-plans/:mealPlanId', element: <MealPlanPage /> },
          { path: '/recipes/:recipeId', element: <RecipePage /> },
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/receipts', element: <ReceiptsPage /> },
          { path: '/kitchen', element: <KitchenPage /> },
          { path: '/shopping-list', element: <ShoppingListPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The printable plan (PDF export) stands alone: no header, navigation or footer on paper.
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/meal-plans/:mealPlanId/print',
        element: (
          <Suspense fallback={<PageSpinner />}>
            <MealPlanPrintPage />
          </Suspense>
        ),
      },
      {
        path: '/shopping-list/print',
        element: (
          <Suspense fallback={<PageSpinner />}>
            <ShoppingListPrintPage />
          </Suspense>
        ),
      },
    ],
  },
];
