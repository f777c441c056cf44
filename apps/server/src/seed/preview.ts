// Renders sample artwork into /tmp/zariya-preview/ for a visual check: one product per garment type.
// Usage: node --import tsx apps/server/src/seed/preview.ts [all | <garment type>... | <words of a product name>...]
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { artVariants, renderArtworkPng } from './artwork.ts';
import { buildCatalogue } from './catalogue-data.ts';

const OUT = '/tmp/zariya-preview';

async function main() {
  const args = process.argv.slice(2);
  const all = args.includes('all');
  const catalogue = buildCatalogue();
  const firstOfType = catalogue.filter(
    (p, i, list) => list.findIndex((q) => q.art.type === p.art.type) === i,
  );
  const byName = catalogue.filter((p) =>
    args.some((a) => p.productname.toLowerCase().includes(a.toLowerCase())),
  );
  const picked =
    args.length === 0 ? firstOfType : [...firstOfType.filter((p) => args.includes(p.art.type)), ...byName];
  const wanted = all ? catalogue : [...new Set(picked)];
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const started = performance.now();
  const thumbs: Buffer[] = [];
  for (const [i, p] of wanted.entries()) {
    const variants = all ? artVariants(p.art).slice(0, 1) : artVariants(p.art);
    for (const [j, v] of variants.entries()) {
      const png = await renderArtworkPng(p.art, v, p.material);
      const name = `${String(i).padStart(3, '0')}-${p.art.type}-${j}-${v.view}${v.mirror ? '-m' : ''}.png`;
      await writeFile(join(OUT, name), await sharp(png).resize({ width: 480 }).png().toBuffer());
      if (j === 0) thumbs.push(await sharp(png).resize({ width: 192 }).png().toBuffer());
    }
  }
  // A contact sheet of the main images, to judge the whole set at a glance.
  const cols = 8;
  const rows = Math.ceil(thumbs.length / cols);
  await sharp({ create: { width: cols * 192, height: rows * 240, channels: 3, background: '#ffffff' } })
    .composite(thumbs.map((input, i) => ({ input, left: (i % cols) * 192, top: Math.floor(i / cols) * 240 })))
    .png()
    .toFile(join(OUT, 'contact-sheet.png'));
  console.log(`${wanted.length} products in ${Math.round(performance.now() - started)} ms → ${OUT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
