// `npm run -s extract -- <image> [...]`: the receipt CLI (packages/receipts/src/cli.ts) run from one bundled file.
// Loading the sources through tsx costs every run 0.6-0.8 s before the first pixel is read; the bundle loads in
// a fraction of that. It is rebuilt when any source it was built from changed, and the sources are run through tsx
// when it cannot be built.
// Building the ingredient matcher costs a fresh process about a second of CPU, beside Tesseract on the same cores. So
// the bundle runs in a child process started from a V8 startup snapshot that holds the matcher built
// (packages/receipts/src/matcher-snapshot.ts), rebuilt when its sources, the food data or the node binary changed.
// When it cannot be built (or FORKCAST_EXTRACT_SNAPSHOT=0), the bundle runs in this process and builds the matcher.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'packages/receipts/src/cli.ts');
const cacheDir = path.join(root, 'node_modules/.cache/forkcast-extract');
const bundlePath = path.join(cacheDir, 'extract.mjs');
const manifestPath = path.join(cacheDir, 'inputs.json');
const snapshotEntry = path.join(root, 'packages/receipts/src/matcher-snapshot.ts');
const snapshotPath = path.join(cacheDir, 'matcher.blob');
const snapshotManifestPath = path.join(cacheDir, 'matcher-inputs.json');
/** Loaded from node_modules at run time: native code, a WASM decoder, OCR workers. */
const EXTERNAL = ['sharp', 'heic-decode', 'tesseract.js', '@tesseract.js-data/*'];

/** Size and modification time of a file, or null when it is gone: any change to either means rebuild. */
const stamp = (file) => {
  try {
    const s = statSync(file);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return null;
  }
};

function bundleIsFresh() {
  if (!existsSync(bundlePath) || !existsSync(manifestPath)) return false;
  try {
    const inputs = JSON.parse(readFileSync(manifestPath, 'utf8'));
    return Object.entries(inputs).every(([file, was]) => stamp(path.join(root, file)) === was);
  } catch {
    return false;
  }
}

/** Every file under each package's data folder (the food data read at run time): baked into the snapshot. */
function dataFilesOf(sources) {
  const packages = new Set(sources.map((file) => /^packages\/[^/]+/.exec(file)?.[0]).filter(Boolean));
  return [...packages].flatMap((pkg) => {
    const dir = path.join(root, pkg, 'data');
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(root, path.join(d.parentPath ?? d.path, d.name)));
  });
}

/** Repository files with their stamps, as the manifests keep them. */
const stamps = (files) => Object.fromEntries(files.map((file) => [file, stamp(path.join(root, file))]));

/** Bundles `entryPoint` in memory: its code, and the repository files it was built from. */
async function bundle(entryPoint, format) {
  const { build } = await import('esbuild');
  const result = await build({
    // Input paths in the metafile are then relative to the repository, wherever the command was started.
    absWorkingDir: root,
    entryPoints: [entryPoint],
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    write: false,
    metafile: true,
    outfile: bundlePath,
    external: EXTERNAL,
    logLevel: 'silent',
    plugins: [
      {
        // Each module keeps its own location for what it finds beside itself (the food data files).
        name: 'source-location',
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, (args) => ({
            contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  return { code: result.outputFiles[0].contents, sources: Object.keys(result.metafile.inputs) };
}

/** Written under a private name and renamed, so a run started meanwhile never loads half a file. */
function writeWhole(file, contents) {
  writeFileSync(file + `.${process.pid}`, contents);
  renameSync(file + `.${process.pid}`, file);
}

async function buildBundle() {
  const { code, sources } = await bundle(entry, 'esm');
  mkdirSync(cacheDir, { recursive: true });
  writeWhole(bundlePath, code);
  writeWhole(manifestPath, JSON.stringify(stamps(sources)));
}

/** The node binary a snapshot was built by: only that binary can start from it. */
const nodeStamp = () => `${process.version}:${process.execPath}:${stamp(process.execPath)}`;

/** Whether the snapshot (or a failed attempt at one, not retried) is up to date. */
function snapshotState() {
  try {
    const { node, inputs, built } = JSON.parse(readFileSync(snapshotManifestPath, 'utf8'));
    const fresh = node === nodeStamp() && Object.entries(inputs).every(([file, was]) => stamp(path.join(root, file)) === was);
    return fresh ? (built && existsSync(snapshotPath) ? 'built' : 'failed') : 'stale';
  } catch {
    return 'stale';
  }
}

/** Builds the matcher snapshot with this node binary; a failure is recorded, so runs go on without one until an input changes. */
async function buildSnapshot() {
  const { code, sources } = await bundle(snapshotEntry, 'cjs');
  const script = path.join(cacheDir, `matcher-snapshot.${process.pid}.cjs`);
  const blob = `${snapshotPath}.${process.pid}`;
  writeFileSync(script, code);
  const run = spawnSync(process.execPath, ['--snapshot-blob', blob, '--build-snapshot', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  rmSync(script, { force: true });
  const built = run.status === 0 && existsSync(blob);
  if (built) renameSync(blob, snapshotPath);
  else {
    const why = run.error?.message ?? String(run.stderr).split('\n').find((line) => /^\w*Error\b/.test(line)) ?? `exit code ${run.status}`;
    process.stderr.write(`extract: building the matcher without a snapshot (${why.trim()})\n`);
  }
  writeWhole(snapshotManifestPath, JSON.stringify({ node: nodeStamp(), inputs: stamps([...sources, ...dataFilesOf(sources)]), built }));
  return built;
}

/** The bundle run in a child process started from the snapshot; false when no snapshot can be had. */
async function runFromSnapshot() {
  if (process.env.FORKCAST_EXTRACT_SNAPSHOT === '0') return false;
  const state = snapshotState();
  if (state === 'failed' || (state === 'stale' && !(await buildSnapshot().catch(() => false)))) return false;
  const run = spawnSync(process.execPath, [...process.execArgv, '--snapshot-blob', snapshotPath, bundlePath, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.error) return false;
  process.exitCode = run.status ?? 1;
  return true;
}

let runnable = bundleIsFresh();
if (!runnable) {
  try {
    await buildBundle();
    runnable = true;
  } catch (e) {
    process.stderr.write(`extract: running the sources through tsx (the bundle could not be built: ${e.message})\n`);
  }
}
if (runnable) {
  if (!(await runFromSnapshot())) await import(pathToFileURL(bundlePath).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(entry).href);
}
