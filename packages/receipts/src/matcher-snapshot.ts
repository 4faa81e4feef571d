/**
 * Entry of the matcher snapshot (`node --build-snapshot`, run by scripts/extract.mjs): builds the ingredient matcher,
 * fills the indexes it builds on first use by matching a few lines, and leaves it where the CLI looks for it. A CLI
 * process started from the snapshot reads the same matcher a fresh one would build: same sources, same data.
 */
import { getIngredientMatcher } from './match/food-knowledge';
import { storePrebuiltMatcher } from './prebuilt-matcher';

/** Lines that reach those indexes: listed and unlisted abbreviations, run-together shorthand, German and French words. */
const WARM_UP_LINES = ['GV WHL MLK GAL', 'BNLS SKLS CHKN BRST', 'STRWBRY YGRT', 'PEPGRINDR', 'KSORGEGG24', 'MTR CC', 'HAEHN.BRUSTFILET', 'BOEUF HACHE MI-MAIGRE'];

const matcher = getIngredientMatcher();
for (const line of WARM_UP_LINES) for (const language of [null, 'en', 'de', 'fr'] as const) matcher.match(line, language);
storePrebuiltMatcher(matcher);
