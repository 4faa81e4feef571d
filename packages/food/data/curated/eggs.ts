import type { CuratedCategory } from './schema';

/** Hen's eggs. A large egg is 50 g without the shell; a pack is a dozen. */
export const eggs: CuratedCategory = {
  category: 'eggs',
  items: [
    { id: 'egg', ndb: '01123', fk: 21, diet: ['egg'], en: ['eggs', 'large egg', 'large eggs', 'free range eggs', 'large free range', 'medium free range', 'cage free eggs', 'brown eggs', 'xl eggs', 'extra large eggs', 'organic eggs', 'hen eggs'], de: ['ei', 'eier', 'freilandeier', 'bio eier', 'bodenhaltung eier', 'hühnereier', 'eier m', 'eier l'], rc: ['CAGE FREE', 'CG FREE', 'EGG', 'EGGS', 'LGE FREE RANGE', 'LRG FREE RANGE', 'EGGS LG', 'LG EGGS', 'XL EGGS', 'EGGS LG DZ', 'LRG EGGS', 'LG BRN EGGS', 'GR A LG EGGS', 'CG FR EGGS', 'FR EGGS', 'FREE RANGE EGGS', 'EIER', 'FREILANDEIER', 'BIO EIER', 'EIER BODENH', 'EIER FREIL'], each: 50, pack: 600, count: 12 },
    { id: 'egg-white', ndb: '01124', fk: 22, diet: ['egg'], en: ['egg whites', 'liquid egg whites', 'egg white carton'], de: ['eiweiß', 'eiklar', 'flüssiges eiweiß'], rc: ['EGG WHITES', 'EGG WHTS', 'LIQ EGG WHT', 'EIWEISS'], each: 33, pack: 454 },
    { id: 'egg-yolk', ndb: '01125', fk: 22, diet: ['egg'], en: ['egg yolks', 'yolk'], de: ['eigelb', 'eidotter'], rc: ['EGG YOLKS', 'EIGELB'], each: 17 },
  ],
};
