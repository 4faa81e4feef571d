// `npm run -s extract -- <image> [...]`: the receipt CLI (packages/receipts/src/cli.ts) run from one bundled file.
// Loading the sources through tsx costs every run 0.6-0.8 s before the first pixel is read; the bundle loads in
// a fraction of that. It is rebuilt when any source it was built from changed, and the sources are run through tsx
// when it cannot be built.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'packages/receipts/src/cli.ts');
const cacheDir = path.join(root, 'node_modules/.cache/forkcast-extract');
const bundlePath = path.join(cacheDir, 'extract.mjs');
const manifestPath = path.join(cacheDir, 'inputs.json');
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

async function buildBundle() {
  const { build } = await import('esbuild');
  const result = await build({
    // Input paths in the metafile are then relative to the repository, wherever the command was started.
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
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
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, stamp(path.join(root, file))]));
  mkdirSync(cacheDir, { recursive: true });
  // Written under a private name and renamed, so a run started meanwhile never loads half a file.
  const part = `.${process.pid}`;
  writeFileSync(bundlePath + part, result.outputFiles[0].contents);
  writeFileSync(manifestPath + part, JSON.stringify(inputs));
  renameSync(bundlePath + part, bundlePath);
  renameSync(manifestPath + part, manifestPath);
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
  await import(pathToFileURL(bundlePath).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(entry).href);
}
