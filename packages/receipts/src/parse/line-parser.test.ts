import { describe, expect, it } from 'vitest';
import { parseLine } from './line-parser';

describe('parseLine', () => {
  const cases: { line: string; name: string; price: number | null; qty?: number; unit?: string; unitPrice?: number | null; kind?: string }[] = [
    { line: 'BANANAS 000000004011 F 1.26 N', name: 'BANANAS', price: 1.26 },
    { line: 'GV WHL MLK 007874235186 F 3.48 N', name: 'GV WHL MLK', price: 3.48 },
    { line: 'E 1346909 KS ORG 2% 4L 10.29 N', name: 'KS ORG 2% 4L', price: 10.29 },
    { line: '428387582 GG 2% MILK GAL NF $2.26', name: 'GG 2% MILK GAL', price: 2.26 },
    { line: '06038318936 NN 2% MILK 4L MRJ 5.49', name: 'NN 2% MILK 4L', price: 5.49 },
    { line: 'GRND BF 5.23', name: 'GRND BF', price: 5.23 }, // 'BF' is beef, not a tax code
    { line: 'LUCERNE SHARP CHEDDAR 1.745', name: 'LUCERNE SHARP CHEDDAR', price: 1.74 }, // flag 'S' read as 5
    { line: 'Bananen 0,5 kg 1,434', name: 'Bananen 0,5 kg 1,434', price: null }, // a weight: three decimals are real
    { line: '2 @ 1.99  BANANAS 3.98', name: 'BANANAS', price: 3.98, qty: 2, unit: 'each', unitPrice: 1.99 },
    { line: '1.52 lb @ 2.99 /lb', name: '', price: null, qty: 1.52, unit: 'lb', unitPrice: 2.99 },
    { line: '1.52 lb @ 1 lb /2.99', name: '', price: null, qty: 1.52, unit: 'lb', unitPrice: 2.99 },
    { line: '0,766 kg x 2,49 EUR/kg', name: '', price: null, qty: 0.766, unit: 'kg', unitPrice: 2.49 },
    { line: '0.845 kg @ £0.76/kg £0.64', name: '', price: 0.64, qty: 0.845, unit: 'kg', unitPrice: 0.76 },
    { line: 'kg 0,186 EURO/kg 1,19', name: '', price: null, qty: 0.186, unit: 'kg', unitPrice: 1.19 },
    { line: '0.846 kg NET @ $3.90/kg 3.30', name: '', price: 3.3, qty: 0.846, unit: 'kg', unitPrice: 3.9 },
    { line: '2 AT 1 FOR 3.48', name: '', price: null, qty: 2, unit: 'each', unitPrice: 3.48 },
    { line: '2 Stk x 3,49', name: '', price: null, qty: 2, unit: 'each', unitPrice: 3.49 },
    { line: 'Milka Ganze N 0,99 € x 2 1,98 AW', name: 'Milka Ganze', price: 1.98, qty: 2, unitPrice: 0.99 },
    { line: 'Jacobs Krönung Aroma 3,29 x 2 6,58 A', name: 'Jacobs Krönung Aroma', price: 6.58, qty: 2, unitPrice: 3.29 },
    { line: 'ARLA MILCH 3, 8% 3, 58 B', name: 'ARLA MILCH 3,8%', price: 3.58 },
    { line: 'NIPPON 1,79 € 1', name: 'NIPPON', price: 1.79 },
    { line: '| 1944033 CHAMP SHORT ‘17.99 -H |', name: 'CHAMP SHORT', price: 17.99 },
    { line: 'TPD/1944033 5.00- H', name: 'TPD/1944033', price: -5, kind: 'discount' },
    { line: 'MILK 2.O9', name: 'MILK', price: 2.09 },
    { line: 'Ya ~—s&BANANAS 4011 1.40 FS /', name: 'Ya ~-s&BANANAS', price: 1.4 }, // a speck after the tax flag
    { line: 'BANANAS 1.40 / lb', name: 'BANANAS 1.40 / lb', price: null }, // a price per pound is no line amount
    { line: 'E = 1124852 EZEKIELBREAD 8.59 % \\', name: 'EZEKIELBREAD', price: 8.59 }, // specks off the photo's edge
    { line: 'LPTN XTRA NOODLE 4100009301 199 EF', name: 'LPTN XTRA NOODLE', price: 1.99 }, // the point faded off
    { line: 'SUPER SANDWICH VK 170 B', name: 'SUPER SANDWICH VK', price: 1.7 }, // its comma faded off, one tax letter after it
    { line: 'KRO MILK GAL 348 F', name: 'KRO MILK GAL', price: 3.48 },
    { line: 'EDELSALAMI 150 129 B', name: 'EDELSALAMI 150 129 B', price: null }, // after a size it may be anything
    { line: 'LEMONS 4053 199 F', name: 'LEMONS 199 F', price: null }, // after a produce code the digits stay unread
    { line: '1 qty @2 / §.00', name: '', price: null, qty: 1, unit: 'each', unitPrice: 2.5 }, // § read for a 5
    { line: 'DORITOS NACHO 1 @ 2.19 or 2/4.00', name: 'DORITOS NACHO', price: null, qty: 1, unitPrice: 2.19 },
    { line: 'SUBTOTAL 27.60', name: 'SUBTOTAL', price: 27.6, kind: 'total' },
    { line: 'Suumme 24,86', name: 'Suumme', price: 24.86, kind: 'total' },
    { line: 'SUMME EUR 3,01', name: 'SUMME EUR', price: 3.01, kind: 'total' },
    { line: 'JU ZAHLEN EURO 14,16', name: 'JU ZAHLEN EURO', price: 14.16, kind: 'total' }, // ZU read as JU
    { line: 'SUMMI EUR 31,98', name: 'SUMMI EUR', price: 31.98, kind: 'total' }, // a five-letter slip of SUMME
    { line: 'Geg. BAR EUR 50,00', name: 'Geg. BAR EUR', price: 50, kind: 'payment' },
    { line: 'Rickgeld BAR EUR 18,02', name: 'Rickgeld BAR EUR', price: 18.02, kind: 'payment' }, // Rückgeld, Ü lost
    { line: 'Riickgeld BAR EUR 0,01', name: 'Riickgeld BAR EUR', price: 0.01, kind: 'payment' }, // Ü read as 'ii'
    { line: '2Stkx - 0,59', name: '', price: null, qty: 2, unit: 'each', unitPrice: 0.59 }, // glued, a speck before the price
    { line: 'Quark Mager 0,59 ¢€x 2 1,18 AW', name: 'Quark Mager', price: 1.18, qty: 2, unitPrice: 0.59 }, // the euro sign read twice
    { line: 'Quark Mager O,59€x 2 1,18 AW', name: 'Quark Mager', price: 1.18, qty: 2, unitPrice: 0.59 }, // letter O for the zero
    { line: 'SALES TAX A=9.625% 1.93', name: 'SALES TAX A=9.625%', price: 1.93, kind: 'tax' },
    { line: 'PFAND 0,25 EURO 0,25 A', name: 'PFAND 0,25 EURO', price: 0.25, kind: 'deposit' },
    { line: 'CA REDMP VAL 0.30', name: 'CA REDMP VAL', price: 0.3, kind: 'deposit' },
    { line: 'SHOPPING BAG FEE 0.25', name: 'SHOPPING BAG FEE', price: 0.25, kind: 'bag-fee' },
    { line: 'MYWALGREENS SAVINGS 1.20', name: 'MYWALGREENS SAVINGS', price: 1.2, kind: 'discount' },
    { line: 'VISA ACCT 1850 9953', name: 'VISA ACCT', price: null, kind: 'payment' },
    { line: 'Snickers Bar 1.25', name: 'Snickers Bar', price: 1.25, kind: 'item' },
    { line: 'EGGS XL', name: 'EGGS XL', price: null },
    { line: 'GUT BIO JOGHURT PUR 0935.05', name: 'GUT BIO JOGHURT PUR 0935.05', price: null },
    { line: 'SC KROGER SAVINGS .60-', name: 'SC KROGER SAVINGS', price: -0.6, kind: 'discount' },
    { line: 'YOPLAIT ORIG YGRT .69 F', name: 'YOPLAIT ORIG YGRT', price: 0.69 },
    { line: '2 @ 2 /5.00', name: '', price: null, qty: 2, unit: 'each', unitPrice: 2.5 },
    { line: '4 @ 2/1.00', name: '', price: null, qty: 4, unit: 'each', unitPrice: 0.5 },
    { line: '(2 @ 3.99)', name: '', price: null, qty: 2, unit: 'each', unitPrice: 3.99 },
    { line: '071010355 GG LG EGGS 12CT NF S2.79', name: 'GG LG EGGS 12CT', price: 2.79 }, // '$' read as S
    { line: '071081999 JL LW SD JRK FN S379 ?', name: 'JL LW SD JRK', price: 3.79 }, // '$3.79' with its point lost too, then a speck
    { line: 'JIF CREAMY 005150024177 F 2 .98 N', name: 'JIF CREAMY', price: 2.98 },
    { line: 'GV WHL MLK 0O7874235186 F 3.4B N', name: 'GV WHL MLK', price: 3.48 },
    { line: 'WT BANANAS 1.15 B', name: 'BANANAS', price: 1.15 },
    { line: '1.230 kg @ $1.52/kg MRJ 1.87', name: '', price: 1.87, qty: 1.23, unit: 'kg', unitPrice: 1.52 },
    { line: '0.845 kg x 0.76 GBP/kg 0.64 A', name: '', price: 0.64, qty: 0.845, unit: 'kg', unitPrice: 0.76 },
    { line: 'DISH SOAP PALMOLIVE 3.99 GPC', name: 'DISH SOAP PALMOLIVE', price: 3.99 },
    { line: 'HARIBO GOLDBAREN 1,19 ¢', name: 'HARIBO GOLDBAREN', price: 1.19 }, // tax flag C read as a cent sign
    { line: 'GUT BIO JOGHURT PUR 0,35 .C', name: 'GUT BIO JOGHURT PUR', price: 0.35 },
    { line: 'SALATBAR 2,24%B', name: 'SALATBAR', price: 2.24 },
    { line: 'RED ONIONS 4082 1.55Fs', name: 'RED ONIONS', price: 1.55 }, // the flag's second letter read in lower case
    { line: 'APPLES 1.55Kg', name: 'APPLES 1.55Kg', price: null }, // a weight, not a flag
    { line: 'POCKY CHOCO 2.47OZ', name: 'POCKY CHOCO 2.47OZ', price: null }, // a size in capitals, not a flag
    { line: 'HRI CL CHS 003120506000 F 5.88-0', name: 'HRI CL CHS', price: -5.88 }, // a voided line, its O flag read as a zero
    { line: '0.16 lb @ 1 lb 3.99', name: '', price: null, qty: 0.16, unit: 'lb', unitPrice: 3.99 }, // Cub, its slash lost
    { line: 'fm 0.19 |b 1ib/ 3.99 be', name: 'fm be', price: null, qty: 0.19, unit: 'lb', unitPrice: 3.99 }, // Lunds, the @ lost
    { line: '2.40 lbh @ 1 lb /0.64 1.54 R', name: '', price: 1.54, qty: 2.4, unit: 'lb', unitPrice: 0.64 }, // a speck on the unit
    { line: '2qty@2 / 3.00', name: '', price: null, qty: 2, unit: 'each', unitPrice: 1.5 }, // Cub, two for 3.00
    { line: '2.02 1b @ 1 1b /0.58', name: '', price: null, qty: 2.02, unit: 'lb', unitPrice: 0.58 },
    { line: '2 © 1.99', name: '', price: null, qty: 2, unit: 'each', unitPrice: 1.99 },
    { line: '1.125 kg @ £0.79 per kg £0.89', name: '', price: 0.89, qty: 1.125, unit: 'kg', unitPrice: 0.79 },
    { line: '2 x HEINZ BEANZ 4X415G £5.00', name: 'HEINZ BEANZ 4X415G', price: 5, qty: 2, unit: 'each', unitPrice: 2.5 },
    { line: 'MULTI-BUY SAVING -£1.00', name: 'MULTI-BUY SAVING', price: -1, kind: 'discount' },
    { line: 'KINGSMILL 50/50 800G 1.40', name: 'KINGSMILL 50/50 800G', price: 1.4 },
    { line: 'GRND BF 80/20 5.23', name: 'GRND BF 80/20', price: 5.23 },
    { line: 'HBC', name: 'HBC', price: null, kind: 'info' },
    { line: '49401933947 NN LARGE EGGS 12 MR) 8.20', name: 'NN LARGE EGGS 12', price: 8.2 },
    { line: '8 ITEMS', name: '8 ITEMS', price: null, kind: 'info' },
    { line: '**** BALANCE 35.64', name: 'BALANCE', price: 35.64, kind: 'total' },
    { line: 'Balance to pay $32.50', name: 'Balance to pay', price: 32.5, kind: 'total' },
    { line: '** VOIDED ENTRY **', name: 'VOIDED ENTRY', price: null, kind: 'void' },
    { line: 'ROLLBACK', name: 'ROLLBACK', price: null, kind: 'discount' },
    { line: 'Nectar Price Saving -£0.75', name: 'Nectar Price Saving', price: -0.75, kind: 'discount' },
    { line: 'REFRIG/FROZEN', name: 'REFRIG/FROZEN', price: null, kind: 'info' },
    { line: '27-PRODUCE', name: '27-PRODUCE', price: null, kind: 'info' },
    { line: 'FROZEN PEAS', name: 'FROZEN PEAS', price: null },
    { line: 'PRIME RIB ROAST 24.99', name: 'PRIME RIB ROAST', price: 24.99 },
    { line: 'REDUCED FAT MILK 2.99', name: 'REDUCED FAT MILK', price: 2.99 },
    { line: 'PEACH NECTAR 1.99', name: 'PEACH NECTAR', price: 1.99 },
    // Column layouts: quantity and unit price are only taken off the name when they multiply out to the amount.
    { line: 'GARDENIA WHITE BREAD 2 2.80 5.60 SR', name: 'GARDENIA WHITE BREAD', price: 5.6, qty: 2, unit: 'each', unitPrice: 2.8 },
    { line: 'MILO ACTIV-GO 1KG 1 15.90 15.90 SR', name: 'MILO ACTIV-GO 1KG', price: 15.9, qty: 1, unit: 'each', unitPrice: 15.9 },
    { line: 'ONION 0.500 KG 3.99 2.00 ZR', name: 'ONION', price: 2, qty: 0.5, unit: 'kg', unitPrice: 3.99 },
    { line: 'NAPA CABBAGE 2.35 LB 1.29 3.03', name: 'NAPA CABBAGE', price: 3.03, qty: 2.35, unit: 'lb', unitPrice: 1.29 },
    { line: 'GROUND BEEF 80/20 1.52 LB 5.99 9.10', name: 'GROUND BEEF 80/20', price: 9.1, qty: 1.52, unit: 'lb', unitPrice: 5.99 },
    { line: 'BOUNTY 12 PACK 2 6.99 13.98', name: 'BOUNTY 12 PACK', price: 13.98, qty: 2, unit: 'each', unitPrice: 6.99 },
    { line: 'EGGS LARGE 18 1 R54.99 R54.99 *', name: 'EGGS LARGE 18', price: 54.99, qty: 1, unit: 'each', unitPrice: 54.99 },
    { line: 'TIP TOP WHITE BREAD 700G 2 S3.80 $7.60', name: 'TIP TOP WHITE BREAD 700G', price: 7.6, qty: 2, unit: 'each', unitPrice: 3.8 },
    { line: '0401 AMUL TAAZA MILK 500ML 27.00 2 54.00', name: 'AMUL TAAZA MILK 500ML', price: 54, qty: 2, unit: 'each', unitPrice: 27 },
    { line: 'Avocado 3.000 EA 1.25 3.75', name: 'Avocado', price: 3.75, qty: 3, unit: 'each', unitPrice: 1.25 },
    { line: 'TELUR GRED B 30S | 1 | 13.50 | 13.50 ZR', name: 'TELUR GRED B 30S', price: 13.5, qty: 1, unit: 'each', unitPrice: 13.5 },
    { line: 'VEGEMITE 380G 7.50 7.50', name: 'VEGEMITE 380G', price: 7.5, qty: 1, unit: 'each', unitPrice: 7.5 },
    { line: 'FRESH FRI OIL 3L 1 1,150.00 1,150.00 A', name: 'FRESH FRI OIL 3L', price: 1150, qty: 1, unit: 'each', unitPrice: 1150 },
    { line: 'BRAAI PACK 1.245 KG R89.99 R112.04', name: 'BRAAI PACK', price: 112.04, qty: 1.245, unit: 'kg', unitPrice: 89.99 },
    { line: 'COKE ZERO 2 2.80 5.00', name: 'COKE ZERO 2 2.80', price: 5 }, // 2 x 2.80 is not 5.00: no evidence, nothing taken
    { line: 'KS BAGS 60 12.99', name: 'KS BAGS 60', price: 12.99 },
    { line: 'SUGAR 1KG 3.99 3.99', name: 'SUGAR 1KG', price: 3.99, qty: 1, unit: 'each', unitPrice: 3.99 },
    { line: 'LEMONS 3 PC @ 0.50 1.50', name: 'LEMONS', price: 1.5, qty: 3, unit: 'each', unitPrice: 0.5 },
    { line: '1.000 EA @ 3.99', name: '', price: null, qty: 1, unit: 'each', unitPrice: 3.99 },
    { line: 'QTY: 2', name: '', price: null, qty: 2, unit: 'each', unitPrice: null },
    { line: 'DESCRIPTION QTY PRICE AMOUNT', name: 'DESCRIPTION QTY PRICE AMOUNT', price: null, kind: 'info' },
    { line: 'Item Qty Rate Total', name: 'Item Qty Rate Total', price: null, kind: 'info' },
    { line: 'RM RM', name: 'RM RM', price: null, kind: 'info' },
    { line: 'ITEM# DESCRIPTION QTY PRICE EXT', name: 'ITEM# DESCRIPTION QTY PRICE EXT', price: null, kind: 'info' },
    { line: 'ITEM', name: 'ITEM', price: null },
    { line: 'DISC -1.50', name: 'DISC', price: -1.5, kind: 'discount' },
    { line: 'LESS 10% -0.91', name: 'LESS 10%', price: -0.91, kind: 'discount' },
    { line: 'TOTAL KES 2,490.00', name: 'TOTAL', price: 2490, kind: 'total' },
    // OCR noise after the amount on phone photos; a currency sign or a symbol in the noise shows the amount.
    { line: 'fy JS SPINACH 240G £6.33 [iia', name: 'fy JS SPINACH 240G', price: 6.33 },
    { line: 'JS FUSILLI 500G £5.12 LEE', name: 'JS FUSILLI 500G', price: 5.12 },
    { line: 'WT BANANAS 3.77 ¥', name: 'BANANAS', price: 3.77 },
    { line: 'TOMATEN 2,49 EUR/kg', name: 'TOMATEN 2,49 EUR/kg', price: null },
    { line: 'BNLS SKLS CHKN BRST 1.24.-F', name: 'BNLS SKLS CHKN BRST', price: 1.24 },
    { line: 'WT BANANAS 3.94). F', name: 'BANANAS', price: 3.94 },
    { line: 'JS BRITISH CHICKEN THIGHS £640', name: 'JS BRITISH CHICKEN THIGHS', price: 6.4 },
    { line: 'ORANGE JUICE 1L £1558', name: 'ORANGE JUICE 1L', price: 15.58 },
    { line: 'WT BANANAS 3.51.:F', name: 'BANANAS', price: 3.51 }, // two specks between amount and flag
    { line: 'RBW APFELESSIG 1,.59 B', name: 'RBW APFELESSIG', price: 1.59 }, // a speck beside the decimal point
    // A point read as a colon before the tax flag; a clock time is no amount.
    { line: 'BANANAS 4011 1:29 F', name: 'BANANAS', price: 1.29 },
    { line: 'SLCD BABY BELLA 60830617821 2:50F', name: 'SLCD BABY BELLA', price: 2.5 },
    { line: 'SLCD BABY BELLA 60830617821 °2:50F', name: 'SLCD BABY BELLA', price: 2.5 }, // a speck glued before it
    { line: 'STORE 0412 5:57 PM', name: 'STORE 5:57 PM', price: null, kind: 'info' },
    // A point read as a space between a Walmart item number and the tax flag.
    { line: 'GV OATMEAL 007874237104 F 2 48 N', name: 'GV OATMEAL', price: 2.48 },
    { line: 'LACROIX SPRKL WATER Te$7.54', name: 'LACROIX SPRKL WATER', price: 7.54 },
    { line: 'Ww Dishwash Liquid Lemon 500mL ^2.10', name: 'Ww Dishwash Liquid Lemon 500mL', price: 2.1 }, // GST mark
    // Amount lost: a tax code after the item number still goes.
    { line: 'GV CHKN TENDERS 078742083340 F', name: 'GV CHKN TENDERS', price: null },
    // Payment words are whole words: TENDERS, TENDERLOIN and AUTHENTIC are products.
    { line: 'CHICKEN TENDERS 7.99', name: 'CHICKEN TENDERS', price: 7.99 },
    { line: 'PORK TENDERLOIN 9.12', name: 'PORK TENDERLOIN', price: 9.12 },
    { line: 'OEP AUTHENTIC TACO KIT 4.49', name: 'OEP AUTHENTIC TACO KIT', price: 4.49 },
    { line: 'VISA TEND 39.84', name: 'VISA TEND', price: 39.84, kind: 'payment' },
    { line: 'AUTH CODE 054311', name: 'AUTH CODE', price: null, kind: 'payment' },
    // Deal prices: 'N FOR P' is the price of N, never N at P each; how many were bought follows from the amount.
    { line: '@ 3 FOR 5.00 1.67', name: '', price: 1.67, qty: 1, unit: 'each', unitPrice: 5 / 3 },
    { line: '@ 3 FOR 5.00 5.00', name: '', price: 5, qty: 3, unit: 'each', unitPrice: 5 / 3 },
    { line: '@ 3/5.00', name: '', price: null, qty: 3, unit: 'each', unitPrice: 5 / 3 },
    { line: 'KIWI 3 FOR 5.00 1.67', name: 'KIWI', price: 1.67, qty: 1, unit: 'each', unitPrice: 5 / 3 },
    { line: '2 @ 2 FOR 4.47 4.47', name: '', price: 4.47, qty: 2, unit: 'each', unitPrice: 2.235 },
    // A unit price without its zero, and 'lb' read as '1b' after the slash.
    { line: '1.32 LB @ .99/LB 1.31', name: '', price: 1.31, qty: 1.32, unit: 'lb', unitPrice: 0.99 },
    { line: '1.32 1b @ $0.99 / 1b 1.31', name: '', price: 1.31, qty: 1.32, unit: 'lb', unitPrice: 0.99 },
    // A weight alone under a deli item: the number is no amount, and a weight unit is no tax flag.
    { line: 'NET WT 0.75 LB', name: '', price: null, qty: 0.75, unit: 'lb', unitPrice: null },
    { line: 'WT 0.825 kg', name: '', price: null, qty: 0.825, unit: 'kg', unitPrice: null },
    { line: 'CARROTS 2 LB 1.99', name: 'CARROTS 2 LB', price: 1.99 },
    // Purchase limits, shelf-price notes and points are never purchases ('LIMITED' and 'SPECIAL K' are products).
    { line: 'Limit 2', name: 'Limit 2', price: null, kind: 'info' },
    { line: 'lmt 4', name: 'lmt 4', price: null, kind: 'info' },
    { line: 'QTY LIMIT 4 PER CUSTOMER', name: 'QTY LIMIT 4 PER CUSTOMER', price: null, kind: 'info' },
    { line: 'LIMITED EDITION OREO 3.99', name: 'LIMITED EDITION OREO', price: 3.99 },
    { line: 'Reg 3.29 Sale 2.49', name: 'Reg 3.29 Sale', price: 2.49, kind: 'info' },
    { line: 'Was 2.49 Now 1.99', name: 'Was 2.49 Now', price: 1.99, kind: 'info' },
    { line: 'Sale Price 2.99', name: 'Sale Price', price: 2.99, kind: 'info' },
    { line: 'SALE 2/$3.00', name: 'SALE', price: null, kind: 'info' },
    { line: 'SPECIAL K CEREAL 4.99', name: 'SPECIAL K CEREAL', price: 4.99 },
    { line: 'PC Optimum 1500 pts', name: 'PC Optimum pts', price: null, kind: 'info' },
    { line: 'Instant Rebate 2.00', name: 'Instant Rebate', price: 2, kind: 'discount' },
    { line: 'ECO FEE 0.10', name: 'ECO FEE', price: 0.1, kind: 'deposit' },
    { line: 'CONTAINER DEPOSIT 0.10', name: 'CONTAINER DEPOSIT', price: 0.1, kind: 'deposit' },
    { line: 'ENVIRO HANDLING 0.50', name: 'ENVIRO HANDLING', price: 0.5, kind: 'deposit' },
    { line: 'NATURES PATH ENVIROKIDZ 5.49', name: 'NATURES PATH ENVIROKIDZ', price: 5.49 },
    // Phone-photo slips on quantity and savings lines.
    { line: '2 ® 2/$6.00 6.00 F', name: '', price: 6, qty: 2, unit: 'each', unitPrice: 3 },
    { line: 'NET 1.32 lb @ 0.99/lb 1.31', name: 'NET', price: 1.31, qty: 1.32, unit: 'lb', unitPrice: 0.99 },
    { line: '1.32 LB X 0.99 1.31', name: '', price: 1.31, qty: 1.32, unit: 'lb', unitPrice: 0.99 },
    { line: 'SC 1.00 -', name: 'SC', price: -1, kind: 'discount' },
    { line: 'Club Price Savings 1.00 -', name: 'Club Price Savings', price: -1, kind: 'discount' },
    { line: 'SAVE 1.00', name: 'SAVE', price: 1, kind: 'discount' },
    // A dash after a currency-signed amount is a table rule, not a minus; specks and misread points around amounts.
    { line: 'OAT CRISP BAR $2.29 -', name: 'OAT CRISP BAR', price: 2.29 },
    { line: 'SPELT BREAD 4.99 SSS', name: 'SPELT BREAD', price: 4.99 },
    { line: 'PEARL BARLEY 1:79 N', name: 'PEARL BARLEY', price: 1.79 },
    { line: 'LEEKS 3 -«2:.49', name: 'LEEKS 3', price: 2.49 },
    { line: 'DISH SOAP T $3°15', name: 'DISH SOAP', price: 3.15 },
    { line: 'Dinkel Nudeln 1,29 AW ¥', name: 'Dinkel Nudeln', price: 1.29 },
    { line: 'RYE BREAD 4.29 F jkl', name: 'RYE BREAD', price: 4.29 },
    { line: 'OAT MILK 1/2 GAL 3.495 bE.', name: 'OAT MILK 1/2 GAL', price: 3.49 },
    { line: 'Ziegenkäse 1,19x% 2 2,38', name: 'Ziegenkäse', price: 2.38, qty: 2, unit: 'each', unitPrice: 1.19 },
    { line: 'OPEN 8:00AM TO 9:30PM', name: 'OPEN 8:00AM TO 9:30PM', price: null },
    { line: '* PRICE OVERRIDE', name: 'PRICE OVERRIDE', price: null, kind: 'info' },
    // Item numbers before the name: with a digit misread as a letter, or after a PLU/UPC/SKU label.
    { line: '1234S6 KS ORG EGGS 5.99', name: 'KS ORG EGGS', price: 5.99 },
    { line: '4O11 BANANAS 1.29', name: 'BANANAS', price: 1.29 },
    { line: 'PLU# 4011 BANANAS 1.29', name: 'BANANAS', price: 1.29 },
    { line: 'UPC 041500000231 MILK 3.29', name: 'MILK', price: 3.29 },
    { line: 'I2OZ CHIPS 1.99', name: 'I2OZ CHIPS', price: 1.99 },
  ];

  it.each(cases)('$line', ({ line, name, price, qty, unit, unitPrice, kind }) => {
    const parsed = parseLine(line);
    expect(parsed.name).toBe(name);
    expect(parsed.price).toBe(price);
    if (qty !== undefined) {
      expect(parsed.modifier?.quantity).toBe(qty);
      expect(parsed.modifier?.unitPrice).toBe(unitPrice);
      if (unit) expect(parsed.modifier?.unit).toBe(unit);
    } else {
      expect(parsed.modifier).toBeNull();
    }
    expect(parsed.kind).toBe(kind ?? 'item');
  });

  it('keeps the product words of lines classified by a keyword', () => {
    expect(parseLine('FAGE TOTAL 0% YOGURT 5.99').productWords).toEqual(['FAGE', 'YOGURT']);
    expect(parseLine('HILLSHIRE SUMMER SAUSAGE 4.98')).toMatchObject({ kind: 'total', productWords: ['HILLSHIRE', 'SAUSAGE'] });
    expect(parseLine('BALANCE BAR 1.49')).toMatchObject({ kind: 'info', productWords: ['BAR'] });
    for (const line of ['ORDER TOTAL $20.00', 'TOTAL NUMBER OF ITEMS SOLD = 9', 'CHANGE DUE 0.00', 'SUBTOTAL 39.35', 'Suumme 24,86', 'PRODUCE']) {
      expect(parseLine(line).productWords, line).toEqual([]);
    }
  });

  it('marks purchase lines by their tax flag or item number', () => {
    expect(parseLine('COLGATE TOTAL 035000509890 3.97 X').marked).toBe(true);
    expect(parseLine('GG 2% MILK GAL NF $2.26').marked).toBe(true);
    expect(parseLine('TOTAL 39.84').marked).toBe(false);
    expect(parseLine('SUMME 12,34 EUR').marked).toBe(false);
  });
});
