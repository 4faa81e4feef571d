/**
 * Realistic baskets, shared by the planner and kitchen benchmarks: what the receipt reader links typical US, UK and
 * German shops to, incl. what no recipe names (2% milk, meatloaf mix, Emmental, quark, crispbread, pudding).
 * Quantities as printed on receipts.
 */
export const BASKETS: Record<string, string> = {
  'US weekly (Walmart)':
    'reduced-fat-milk 1 gal, lean-ground-beef 1 lb, chicken-breast 2 lb, cheddar 8 oz, egg 12 each, banana 6 each, apple 6 each, ' +
    'baby-spinach 5 oz, roma-tomato 4 each, onion 3 each, potato 5 lb, greek-yogurt 32 oz, white-bread 1 pack',
  'US taco night (Kroger)':
    'ground-beef 1 lb, mexican-cheese-blend 8 oz, sour-cream 16 oz, flour-tortilla 1 pack, iceberg-lettuce 1 each, tomato 3 each, ' +
    'avocado 3 each, lime 4 each, jalapeno 2 each, black-bean 2 can, red-onion 1 each, skim-milk 0.5 gal',
  'US healthy (Whole Foods)':
    'skim-milk 0.5 gal, chicken-breast 1.5 lb, broccoli 1 each, sweet-potato 3 each, salmon 1 lb, quinoa 1 pack, blueberry 6 oz, ' +
    'strawberry 1 lb, low-fat-yogurt 32 oz, kale 1 pack, lemon 2 each, egg 12 each',
  'US deli and snacks (Safeway)':
    'rotisserie-chicken 1 each, swiss-cheese 8 oz, sliced-turkey 8 oz, romaine-lettuce 1 each, cherry-tomato 1 pack, ' +
    'half-and-half 1 pt, bagel 1 pack, cream-cheese 8 oz, peach 4 each, pudding 1 pack, granola 1 pack, mini-cucumber 1 pack',
  'UK big shop (Tesco)':
    'reduced-fat-milk 4 pt, ground-beef 500 g, chicken-thigh 1 kg, cheddar 400 g, mushroom 250 g, carrot 1 kg, potato 2.5 kg, ' +
    'onion 1 kg, cucumber 1 each, cherry-tomato 250 g, banana 5 each, strawberry 400 g, butter 250 g, egg 6 each, creme-fraiche 300 g',
  'UK midweek (Sainsbury\'s)':
    'skim-milk 2 pt, white-fish 400 g, pea 1 pack, baby-potato 750 g, leek 2 each, broccoli 1 each, plain-yogurt 500 g, ' +
    'red-onion 3 each, bell-pepper 3 each, pasta 500 g, canned-tomato 2 can, mozzarella 125 g, mandarin 600 g',
  'UK student (Aldi)':
    'reduced-fat-milk 2 pt, mixed-ground-meat 500 g, spaghetti 500 g, canned-tomato 2 can, onion 3 each, garlic 1 each, ' +
    'egg 12 each, white-bread 1 pack, cheddar 400 g, apple 6 each, pea 1 pack, crispbread 1 pack',
  'DE Wocheneinkauf (Rewe)':
    'reduced-fat-milk 1 l, mixed-ground-meat 500 g, swiss-cheese 200 g, gouda 400 g, quark 500 g, creme-fraiche 200 g, ' +
    'potato 2.5 kg, onion 1 kg, carrot 1 kg, cucumber 1 each, red-bell-pepper 3 each, apple 1 kg, rye-bread 1 pack, butter 250 g, egg 10 each',
  'DE Familie (Edeka)':
    'whole-milk 2 l, bratwurst 4 each, sauerkraut 1 can, potato 2 kg, kohlrabi 2 each, cauliflower 1 each, quark 250 g, ' +
    'edam 400 g, plum 500 g, pudding 1 pack, crispbread 1 pack, egg 10 each, sour-cream 200 g',
  'DE Bio (Alnatura)':
    'oat-milk 1 l, skyr 450 g, tofu 400 g, zucchini 2 each, spinach 500 g, tomato 500 g, red-lentil 500 g, lemon 2 each, ' +
    'nectarine 4 each, blueberry 250 g, rolled-oats 500 g, feta 200 g',
  'DE Discounter (Lidl)':
    'reduced-fat-milk 1 l, chicken-breast 600 g, pork-chop 500 g, camembert 250 g, swiss-cheese 250 g, creme-fraiche 200 g, ' +
    'leek 2 each, mushroom 400 g, iceberg-lettuce 1 each, cherry-tomato 500 g, banana 5 each, pear 1 kg, crispbread 1 pack',
  'DE Kaufland (mixed)':
    'low-fat-milk 1 l, mixed-ground-meat 1 kg, gouda 300 g, half-and-half 200 g, potato 2 kg, onion 1 kg, green-bell-pepper 2 each, ' +
    'red-cabbage 1 each, carrot 1 kg, apricot 500 g, plain-yogurt 500 g, egg 6 each, rye-bread 1 pack',
};
