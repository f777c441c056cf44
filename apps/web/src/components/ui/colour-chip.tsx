import { colourLabel, colourToCss } from '@zariya/shared/colours';
import { Swatch } from './swatch';

/**
 * 'Colour: ● Maroon' — a swatch when the value is a real colour, the text as chosen otherwise. The colour is
 * the product's own (catalogue data), shown as the owner wrote it in every language.
 */
export function ColourChip({ color }: { color: string }) {
  const css = colourToCss(color);
  return (
    <span translate="no" className="inline-flex items-center gap-1.5">
      <Swatch css={css} className="inline-block size-3 ring-ink-900/15" />
      {colourLabel(color)}
    </span>
  );
}
