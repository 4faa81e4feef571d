// Refreshes bench/fixtures/planner-receipts: [FORKCAST_RECEIPTS_DIR=...] npx tsx bench/read-planner-receipts.ts
// Reads every labelled real receipt photo (../shared/receipts and the committed blind sets) with the product's own
// receipt reader and keeps the food lines the planner CLI would plan from (and, apart, the raw text of food lines it
// could not link to an ingredient, which no plan can use), so the planner benchmark can plan from
// receipts as read (misreads and all), the way the independent check does. Run it again when the reader changes.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { closeOcrEngine, readReceipt } from '../packages/receipts/src/index';

const PHOTO_DIRS = [
  join(process.env.FORKCAST_RECEIPTS_DIR ?? join(import.meta.dirname, '../../shared/receipts'), 'images'),
  ...['receipts-blind', 'receipts-blind-en', 'receipts-blind-en2', 'receipts-blind-en3'].map((set) => join(import.meta.dirname, 'fixtures', set, 'images')),
];
const OUT = join(import.meta.dirname, 'fixtures/planner-receipts');

const dirs = PHOTO_DIRS.filter((dir) => existsSync(dir));
if (dirs.length < PHOTO_DIRS.length) console.log(`Notice: ${PHOTO_DIRS.filter((d) => !dirs.includes(d)).join(', ')} absent; reading the rest.`);
// The readings are replaced; the folder's README stays.
for (const old of readdirSync(OUT).filter((file) => file.endsWith('.json'))) rmSync(join(OUT, old));
for (const dir of dirs) {
  for (const file of readdirSync(dir).sort()) {
    const reading = await readReceipt(readFileSync(join(dir, file)));
    const items = reading.items
      .filter((i) => i.isFood && i.ingredientId !== null)
      .map((i) => ({ raw: i.raw, ingredient: i.ingredientId, quantity: i.quantity, unit: i.unit }));
    const unlinked_food = reading.items.filter((i) => i.isFood && i.ingredientId === null).map((i) => i.raw);
    const json = JSON.stringify({ store_name: reading.storeName, items, unlinked_food }, null, 1);
    writeFileSync(join(OUT, `${basename(file, extname(file))}.json`), `${json}\n`);
    console.log(`${file}: ${items.length} food items`);
  }
}
await closeOcrEngine();
