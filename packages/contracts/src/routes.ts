/**
 * Method and path of every API endpoint, by name: the zod-free half of the endpoint table (`endpoints.ts`
 * adds the schemas and error codes). The web client imports this (`@forkcast/contracts/routes`) so it never
 * writes a URL and never bundles zod. Path parameters are written `:name`.
 */
export const routes = {
  // health
  getHealth: { method: 'GET', path: '/api/health', public: true },
  getLiveness: { method: 'GET', path: '/api/health/live', public: true },
  getReadiness: { method: 'GET', path: '/api/health/ready', public: true },
  // jobs: receipt readings and plan generations under way
  getJob: { method: 'GET', path: '/api/jobs/:id', public: false },
  // sign-in and sessions
  startSignIn: { method: 'GET', path: '/api/auth/authorize/:provider', public: true },
  finishSignIn: { method: 'GET', path: '/api/auth/callback/:provider', public: true },
  pickUpSignIn: { method: 'POST', path: '/api/auth/session', public: true },
  acknowledgeSignIn: { method: 'DELETE', path: '/api/auth/session', public: false },
  refreshSession: { method: 'POST', path: '/api/auth/refresh', public: true },
  signOut: { method: 'POST', path: '/api/auth/logout', public: false },
  // profile and plan
  getProfile: { method: 'GET', path: '/api/auth/profile', public: false },
  updateProfile: { method: 'PUT', path: '/api/auth/profile', public: false },
  getPlan: { method: 'GET', path: '/api/auth/plan', public: false },
  getUsage: { method: 'GET', path: '/api/auth/usage', public: false },
  checkLimits: { method: 'POST', path: '/api/auth/check-limits', public: false },
  getPlanCatalogue: { method: 'GET', path: '/api/plans', public: true },
  // account and its data
  exportAccount: { method: 'GET', path: '/api/account/export', public: false, download: true },
  importAccount: { method: 'POST', path: '/api/account/import', public: false },
  deleteAccount: { method: 'DELETE', path: '/api/account', public: false },
  // subscriptions
  getCurrentSubscription: { method: 'GET', path: '/api/subscriptions/current', public: false },
  startCheckout: { method: 'POST', path: '/api/subscriptions/checkout', public: false },
  openBillingPortal: { method: 'POST', path: '/api/subscriptions/manage-billing', public: false },
  receiveStripeWebhook: { method: 'POST', path: '/api/subscriptions/webhook', public: true },
  // receipts
  uploadReceipt: { method: 'POST', path: '/api/receipts/upload', public: false },
  getRecentReceipt: { method: 'GET', path: '/api/receipts/recent', public: false },
  getReceipt: { method: 'GET', path: '/api/receipts/:id', public: false },
  updateReceiptItems: { method: 'PUT', path: '/api/receipts/:id/items', public: false },
  getReceiptImage: { method: 'GET', path: '/api/receipts/:id/image', public: false, download: true },
  deleteReceipt: { method: 'DELETE', path: '/api/receipts/:id', public: false },
  searchIngredients: { method: 'GET', path: '/api/ingredients', public: false },
  // meal plans and recipes
  generateMealPlan: { method: 'POST', path: '/api/recipes/generate-meal-plan', public: false },
  listMealPlans: { method: 'GET', path: '/api/recipes/meal-plans', public: false },
  getMealPlan: { method: 'GET', path: '/api/recipes/meal-plans/:id', public: false },
  deleteMealPlan: { method: 'DELETE', path: '/api/recipes/meal-plans/:id', public: false },
  exportMealPlanJson: { method: 'GET', path: '/api/recipes/meal-plans/:id/export.json', public: false, download: true },
  exportMealPlanCsv: { method: 'GET', path: '/api/recipes/meal-plans/:id/export.csv', public: false, download: true },
  exportMealPlanPdf: { method: 'GET', path: '/api/recipes/meal-plans/:id/export.pdf', public: false, download: true },
  getRecipe: { method: 'GET', path: '/api/recipes/:id', public: false },
  rateRecipe: { method: 'POST', path: '/api/recipes/:id/feedback', public: false },
  // the kitchen: receipts, stock, cooking, shopping list and what became of the food
  listReceipts: { method: 'GET', path: '/api/receipts', public: false },
  stockReceipt: { method: 'POST', path: '/api/kitchen/receipts/:id', public: false },
  listStock: { method: 'GET', path: '/api/kitchen/stock', public: false },
  addStockItem: { method: 'POST', path: '/api/kitchen/stock', public: false },
  updateStockItem: { method: 'PUT', path: '/api/kitchen/stock/:id', public: false },
  takeFromStock: { method: 'POST', path: '/api/kitchen/stock/:id/take', public: false },
  deleteStockItem: { method: 'DELETE', path: '/api/kitchen/stock/:id', public: false },
  cookRecipe: { method: 'POST', path: '/api/recipes/:id/cooked', public: false },
  uncookRecipe: { method: 'DELETE', path: '/api/recipes/:id/cooked', public: false },
  listCookedRecipes: { method: 'GET', path: '/api/recipes/meal-plans/:id/cooked', public: false },
  getShoppingList: { method: 'GET', path: '/api/kitchen/shopping-list', public: false },
  tickShoppingList: { method: 'PUT', path: '/api/kitchen/shopping-list/ticks', public: false },
  stockShoppingList: { method: 'POST', path: '/api/kitchen/shopping-list/bought', public: false },
  exportShoppingListCsv: { method: 'GET', path: '/api/kitchen/shopping-list/export.csv', public: false, download: true },
  getKitchenReport: { method: 'GET', path: '/api/kitchen/report', public: false },
} as const satisfies Record<string, RouteInfo>;

export interface RouteInfo {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api${string}`;
  /** Reachable without signing in; every other endpoint needs a bearer access token. */
  public: boolean;
  /** Answers a file (bytes with their own type, a download): a client resolves with a Blob, whatever the type. */
  download?: true;
}

export type EndpointName = keyof typeof routes;

/** `/api/receipts/:id` with `{ id: 'abc' }` -> `/api/receipts/abc` (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
