import type { CuratedCategory } from './schema';

/**
 * Beans, lentils, peas and soy foods. Plain ids ('black-bean') are the canned kind; 'dried-' ids are dry.
 * A can of beans counts as its drained weight (240 g from a 15 oz / 400 g can), as recipes use it.
 */
export const legumes: CuratedCategory = {
  category: 'legumes',
  items: [
    { id: 'black-bean', ndb: '16316', fk: 372, diet: ['legume'], en: ['black beans', 'black turtle beans', 'canned black beans', 'frijoles negros'], de: ['schwarze bohnen'], rc: ['BLK BNS', 'BLK BEANS', 'BLACK BNS', 'BLACK BEANS', 'SCHWARZE BOHNEN'], pack: 240},
    { id: 'kidney-bean', ndb: '16034', fk: 372, diet: ['legume'], en: ['kidney beans', 'red kidney beans', 'dark red kidney beans', 'red beans'], de: ['kidneybohnen', 'rote bohnen', 'kidney bohnen'], rc: ['KDNY BNS', 'KIDNEY BNS', 'RED KIDNEY', 'DK RED KIDNEY', 'KIDNEYBOHNEN', 'KIDNEY BOHNEN'], pack: 240},
    { id: 'pinto-bean', ndb: '16345', fk: 372, diet: ['legume'], en: ['pinto beans', 'frijoles'], de: ['pintobohnen', 'wachtelbohnen'], rc: ['PNTO BNS', 'PINTO BNS', 'PINTO BEANS'], pack: 240},
    { id: 'cannellini-bean', ndb: '16051', fk: 372, diet: ['legume'], en: ['cannellini beans', 'white beans', 'white kidney beans', 'haricot beans'], de: ['weiße bohnen', 'weisse bohnen', 'cannellini bohnen', 'cannellinibohnen'], rc: ['CANNELLINI', 'WHT BNS', 'WHITE BEANS', 'WEISSE BOHNEN', 'CANNELLINI BOHNEN'], pack: 240},
    { id: 'navy-bean', ndb: '16039', fk: 372, diet: ['legume'], en: ['navy beans', 'pea beans', 'small white beans'], de: ['perlbohnen'], rc: ['NAVY BNS', 'NAVY BEANS'], pack: 240},
    { id: 'great-northern-bean', ndb: '16026', fk: 372, diet: ['legume'], en: ['great northern beans', 'northern beans'], rc: ['GRT NORTHERN', 'GREAT NORTHERN', 'GRT NRTHRN BNS'], pack: 240},
    { id: 'butter-bean', ndb: '16073', fk: 372, diet: ['legume'], en: ['butter beans', 'lima beans', 'large lima beans', 'gigantes'], de: ['butterbohnen', 'limabohnen', 'riesenbohnen'], rc: ['BUTTER BNS', 'LIMA BNS', 'LIMA BEANS', 'BUTTERBOHNEN'], pack: 240},
    { id: 'fava-bean', ndb: '16054', fk: 372, diet: ['legume'], en: ['fava beans', 'broad beans', 'ful medames'], de: ['dicke bohnen', 'saubohnen', 'ackerbohnen', 'puffbohnen'], rc: ['FAVA BNS', 'BROAD BEANS', 'DICKE BOHNEN'], pack: 240},
    { id: 'chickpea', ndb: '16358', fk: 372, diet: ['legume'], en: ['chickpeas', 'garbanzo beans', 'garbanzos', 'canned chickpeas', 'chick peas', 'chana'], de: ['kichererbsen', 'kichererbse'], rc: ['GRBNZ', 'GARBANZO', 'GARBANZO BNS', 'CHICKPEAS', 'CHK PEAS', 'KICHERERBSEN'], pack: 240},
    { id: 'dried-chickpea', ndb: '16056', fk: 333, diet: ['legume'], en: ['dried chickpeas', 'dry garbanzo beans', 'kabuli chana'], de: ['getrocknete kichererbsen', 'kichererbsen getrocknet'], rc: ['DRY CHICKPEAS', 'DRY GARBANZO'], pack: 454 },
    { id: 'dried-black-bean', ndb: '16014', fk: 333, diet: ['legume'], en: ['dried black beans', 'dry black beans'], de: ['schwarze bohnen getrocknet'], rc: ['DRY BLK BNS', 'DRIED BLK BEANS'], pack: 454 },
    { id: 'baked-beans', plural: 'baked beans', ndb: '16006', fk: 372, diet: ['legume', 'addedSugar'], en: ['beans in tomato sauce', 'pork and beans', 'heinz beans', 'bushs', 'bushs best', 'heinz beanz', 'beanz'], de: ['baked beans', 'weiße bohnen in tomatensauce'], rc: ['BAKED BNS', 'BKD BEANS', 'BAKED BEANS', 'BNS IN TOM SCE', 'PORK & BNS'], pack: 415 },
    { id: 'refried-beans', plural: 'refried beans', ndb: '16103', fk: 499, diet: ['legume', 'meat'], en: ['refried pinto beans', 'frijoles refritos', 'traditional refried beans'], de: ['refried beans', 'bohnenmus'], rc: ['REFRIED BNS', 'REFRD BNS', 'REFRIED BEANS'], pack: 454 },
    { id: 'lentil', ndb: '16069', fk: 334, diet: ['legume'], en: ['lentils', 'brown lentils', 'green lentils', 'dried lentils'], de: ['linsen', 'tellerlinsen', 'braune linsen', 'grüne linsen'], rc: ['LENTILS', 'BRN LENTILS', 'GRN LENTILS', 'LINSEN', 'TELLERLINSEN'], pack: 454 },
    { id: 'red-lentil', ndb: '16144', fk: 334, diet: ['legume'], en: ['red lentils', 'masoor dal', 'split red lentils', 'yellow lentils'], de: ['rote linsen', 'gelbe linsen'], rc: ['RED LENTILS', 'MASOOR DAL', 'ROTE LINSEN'], pack: 454 },
    { id: 'french-lentil', ndb: '16069', proxy: true, fk: 334, diet: ['legume'], en: ['french lentils', 'puy lentils', 'lentilles du puy', 'black lentils', 'beluga lentils'], de: ['beluga linsen', 'belugalinsen', 'berglinsen', 'puy linsen'], rc: ['FRENCH LENTILS', 'PUY LENTILS', 'BELUGA', 'BELUGALINSEN'], pack: 454 },
    { id: 'urad-dal', plural: 'urad dal', ndb: '16083', fk: 334, diet: ['legume'], en: ['black gram', 'urad', 'whole urad', 'split urad dal', 'black lentils whole'], de: ['urdbohnen', 'urad dal'], rc: ['URAD DAL', 'URID DAL'], pack: 907 },
    { id: 'toor-dal', plural: 'toor dal', ndb: '16101', fk: 337, diet: ['legume'], en: ['toor dal', 'tuvar dal', 'arhar dal', 'split pigeon peas', 'pigeon peas'], de: ['straucherbsen', 'toor dal'], rc: ['TOOR DAL', 'TUVAR DAL'], pack: 907 },
    { id: 'split-pea', ndb: '16085', fk: 337, diet: ['legume'], en: ['split peas', 'green split peas', 'dried peas'], de: ['schälerbsen', 'trockenerbsen', 'grüne schälerbsen'], rc: ['SPLIT PEAS', 'SPLT PEAS', 'SCHAELERBSEN'], pack: 454 },
    { id: 'yellow-split-pea', ndb: '16085', proxy: true, fk: 337, diet: ['legume'], en: ['yellow split peas', 'chana dal', 'split chickpeas'], de: ['gelbe erbsen', 'gelbe schälerbsen', 'chana dal'], rc: ['YEL SPLIT PEAS', 'CHANA DAL', 'GELBE ERBSEN'], pack: 454 },
    { id: 'black-eyed-pea', ndb: '16064', fk: 372, diet: ['legume'], en: ['black-eyed peas', 'black eyed beans', 'cowpeas', 'blackeye peas'], de: ['augenbohnen', 'schwarzaugenbohnen', 'black eyed bohnen'], rc: ['BLK EYE PEAS', 'BLACKEYE PEAS', 'BLK EYED', 'AUGENBOHNEN'], pack: 240},
    { id: 'mung-bean', ndb: '16080', fk: 680, diet: ['legume'], en: ['mung beans', 'moong dal', 'green gram', 'moong'], de: ['mungbohnen', 'mungobohnen'], rc: ['MUNG BNS', 'MOONG DAL', 'MUNGBOHNEN'], pack: 454 },
    { id: 'adzuki-bean', ndb: '16001', fk: 333, diet: ['legume'], en: ['adzuki beans', 'azuki beans', 'red mung beans'], de: ['adzukibohnen', 'azukibohnen'], rc: ['ADZUKI', 'AZUKI'], pack: 454 },
    { id: 'edamame', plural: 'edamame', ndb: '11211', fk: 641, diet: ['legume'], en: ['shelled edamame', 'soybeans in pods', 'green soybeans', 'mukimame'], de: ['edamame', 'sojabohnen grün'], rc: ['EDAMAME', 'SHLD EDAMAME'], pack: 340, store: 'freezer' },
    { id: 'tofu', plural: 'tofu', ndb: '16426', fk: 168, diet: ['legume'], en: ['firm tofu', 'extra firm tofu', 'bean curd', 'tofu block'], de: ['tofu', 'tofu natur', 'bio tofu'], rc: ['TOFU', 'XFIRM TOFU', 'FIRM TOFU', 'X FRM TOFU', 'TOFU NATUR'], pack: 397, store: 'fridge' },
    { id: 'silken-tofu', plural: 'silken tofu', ndb: '16161', fk: 168, diet: ['legume'], en: ['soft tofu', 'silk tofu', 'japanese style tofu'], de: ['seidentofu'], rc: ['SILKEN TOFU', 'SOFT TOFU', 'SEIDENTOFU'], pack: 340, store: 'fridge' },
    { id: 'smoked-tofu', plural: 'smoked tofu', ndb: '16426', proxy: true, fk: 168, diet: ['legume'], en: ['baked tofu', 'marinated tofu', 'seasoned tofu'], de: ['räuchertofu', 'raeuchertofu', 'tofu geräuchert'], rc: ['SMKD TOFU', 'BAKED TOFU', 'RAEUCHERTOFU'], pack: 200, store: 'fridge' },
    { id: 'tempeh', plural: 'tempeh', ndb: '16114', fk: 328, diet: ['legume'], en: ['soy tempeh'], de: ['tempeh'], rc: ['TEMPEH'], pack: 227, store: 'fridge', days: 10 },
    { id: 'soybean', ndb: '16108', fk: 333, diet: ['legume'], en: ['soybeans', 'dried soybeans', 'soya beans'], de: ['sojabohnen', 'sojabohnen getrocknet'], rc: ['SOYBEANS', 'SOJABOHNEN'], pack: 454 },
  ],
};
