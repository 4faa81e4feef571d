// Renders public/favicon.svg to the PNG icons the web app manifest names (192 and 512 px, on the cream
// background so the maskable icon's safe zone is filled). Run after changing the logo; the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
for (const size of [192, 512]) {
  const logo = await sharp(path.join(publicDir, 'favicon.svg'), { density: 512 }).resize(Math.round(size * 0.7)).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#fbf8f2' } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toFile(path.join(publicDir, `icon-${size}.png`));
  console.log(`wrote public/icon-${size}.png`);
}
