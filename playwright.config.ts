import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { defaultPlansPort, defaultPlansURL } from './e2e/support/default-plans-server';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run, so journeys never see an earlier run's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'forkcast-e2e-'));

/**
 * A second server runs a development build of the web app (React's development bundle: StrictMode runs effects
 * twice) with NODE_ENV=development, as `npm run dev` users see it. It has its own port and database
 * (PGlite is one process per folder).
 */
const developmentPort = Number(process.env.E2E_DEV_PORT ?? port + 1);
const developmentURL = `http://127.0.0.1:${developmentPort}`;
const developmentDataDir = process.env.E2E_DEV_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'forkcast-e2e-development-'));
const developmentDist = path.resolve(import.meta.dirname, 'test-results/web-dist-development');

// The server with the default plans (e2e/support/default-plans-server.ts) has a database of its own too.
const defaultPlansDataDir = process.env.E2E_PLANS_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'forkcast-e2e-plans-'));

const server = 'node --import tsx apps/server/src/main.ts';
const baseServerEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  // Every journey signs in a fresh user, far more often than the 30 sign-ins a minute a real client may make.
  AUTH_RATE_LIMIT_MAX: '100000',
};
const serverEnv = {
  ...baseServerEnv,
  // Journeys upload and plan more than a free week allows (25 plans to page through); the server tests hold the limits,
  // and the journeys about limits run on the server with the default plans.
  FORKCAST_PLANS_FILE: path.resolve(import.meta.dirname, 'apps/server/test/support/roomy-plans.json'),
  // Some journeys make a user's plans and receipts through the API, dozens a minute.
  UPLOAD_RATE_LIMIT_MAX: '100000',
  GENERATE_RATE_LIMIT_MAX: '100000',
};
// Lets a run serve a web build of its own (parallel runs must not rebuild each other's apps/web/dist).
const productionDist = process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The production build registers a service worker, whose fetches `page.route` never sees: journeys that stand in
    // for the server's answers need it off. The offline journey (kitchen.spec.ts) turns it back on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-sandbox',
      ],
    },
  },
  projects: [
    { name: 'production-build', testIgnore: /development-build\.spec\.ts$/ },
    { name: 'development-build', testMatch: /development-build\.spec\.ts$/, use: { baseURL: developmentURL } },
  ],
  webServer: [
    {
      command: server,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        PUBLIC_ORIGIN: baseURL,
        ...productionDist,
      },
    },
    {
      command: server,
      url: `${defaultPlansURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...baseServerEnv,
        PORT: String(defaultPlansPort),
        DATA_DIR: defaultPlansDataDir,
        NODE_ENV: 'test',
        PUBLIC_ORIGIN: defaultPlansURL,
        ...productionDist,
      },
    },
    {
      // NODE_ENV=development reaches the build too: Vite bundles React's development build only with it.
      command: `npm run -s build:client -w @forkcast/web -- --mode development --outDir ${developmentDist} && ${server}`,
      url: `${developmentURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(developmentPort),
        DATA_DIR: developmentDataDir,
        NODE_ENV: 'development',
        PUBLIC_ORIGIN: developmentURL,
        WEB_DIST_DIR: developmentDist,
      },
    },
  ],
});
