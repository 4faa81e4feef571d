/**
 * The third test server: the same production build with the server's default plans (Free: 1 receipt and 1 meal plan
 * a week), where the journeys about limits and the plans' own figures run. The main server runs on roomy test plans,
 * so the other journeys may upload and plan as often as they need. Playwright's config starts it.
 */
export const defaultPlansPort = Number(process.env.E2E_PLANS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2);
export const defaultPlansURL = `http://127.0.0.1:${defaultPlansPort}`;
