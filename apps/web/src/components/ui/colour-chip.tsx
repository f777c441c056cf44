import { colourLabel, colourToCss } from '@zariya/shared/colours';

/**
 * 'Colour: ● Maroon' — a swatch when the value is a real colour, the text as chosen otherwise. The colour is
 * the product's own (catalogue data), shown as the owner wrote it in every language.
 */
export function ColourChip({ color }: { color: string }) {
  const css = colourToCss(color);
  return (
    <span translate="no" className="inline-flex items-center gap-1.5">
      {css ? (
        <span
          aria-hidden="true"
          className="inline-block size-3 rounded-full ring-1 ring-ink-900/15"
          style={{ backgroundColor: css }}
        />
      ) : null}
      {colourLabel(color)}
    </span>
  );
}
