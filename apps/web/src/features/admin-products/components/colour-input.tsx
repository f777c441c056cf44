import { colourLabel, colourToCss, INDIAN_COLOURS } from '@zariya/shared/colours';
import { Pipette } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AS_PER_IMAGE, isAllowedColour } from '../product-form-values';
import { ChipsInput } from './chips-input';

/** The swatches shown at once; the other Indian colours are one tap further. */
const FIRST_SWATCHES = [
  'Maroon',
  'Red',
  'Rani Pink',
  'Pink',
  'Mustard',
  'Golden',
  'Bottle Green',
  'Mehendi',
  'Peacock Blue',
  'Navy Blue',
  'Black',
  'White',
  'Off White',
];
const MORE_SWATCHES = INDIAN_COLOURS.map((c) => c.name).filter((name) => !FIRST_SWATCHES.includes(name));

function SwatchButton({ name, onPick }: { name: string; onPick: (name: string) => void }) {
  const css = colourToCss(name.replace(/\s+/g, ''));
  return (
    <button
      type="button"
      aria-label={`Add ${name}`}
      onClick={() => onPick(name)}
      className="inline-flex min-h-tap items-center gap-1.5 rounded-full border border-ink-300/70 bg-ivory-50 py-1 pr-3 pl-1.5 text-xs font-medium text-ink-700 hover:border-plum-700 hover:text-plum-900 sm:min-h-9"
    >
      <span
        aria-hidden="true"
        className="size-5 rounded-full ring-1 ring-ink-900/20"
        style={css ? { background: css } : { background: 'conic-gradient(#c06a8b,#d8b25a,#2f6b4f,#5a1938)' }}
      />
      {name}
    </button>
  );
}

function Swatch({ value }: { value: string }) {
  const css = colourToCss(value) ?? colourToCss(value.replace(/\s+/g, ''));
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className="size-3.5 rounded-full ring-1 ring-ink-900/20"
        style={css ? { background: css } : { background: 'conic-gradient(#c06a8b,#d8b25a,#2f6b4f,#5a1938)' }}
      />
      {css ? colourLabel(value) : value}
    </span>
  );
}

const sameColour = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** Swatches of the common and the Indian colours not yet chosen; a tap adds the colour by its name. */
export function ColourSwatches({ chosen, onPick }: { chosen: string[]; onPick: (name: string) => void }) {
  const unchosen = (names: readonly string[]) =>
    names.filter((name) => !chosen.some((v) => sameColour(v, name)));
  const pick = onPick;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of swatch buttons, not a form fieldset */}
      <div role="group" aria-label="Colour swatches" className="flex flex-wrap gap-1.5">
        {unchosen(FIRST_SWATCHES).map((name) => (
          <SwatchButton key={name} name={name} onPick={pick} />
        ))}
      </div>
      <details className="group">
        <summary className="inline-flex min-h-tap cursor-pointer items-center text-sm font-medium text-plum-800 underline decoration-gold-500 underline-offset-4 sm:min-h-9">
          More Indian colours
        </summary>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {unchosen(MORE_SWATCHES).map((name) => (
            <SwatchButton key={name} name={name} onPick={pick} />
          ))}
        </div>
      </details>
    </>
  );
}

/** Colours as names, 6-digit hex codes (typed or picked) or 'As per the image' (product rules §5). */
export function ColourInput({
  values,
  onChange,
  error,
}: {
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
}) {
  const pickerId = useId();
  const [picked, setPicked] = useState('#5a1938');
  const addPicked = () => {
    if (!values.some((v) => v.toLowerCase() === picked.toLowerCase())) onChange([...values, picked]);
  };
  const pick = (name: string) => {
    if (!values.some((v) => sameColour(v, name))) onChange([...values, name]);
  };
  return (
    <div className="space-y-3">
      <ChipsInput
        label="Colours"
        values={values}
        onChange={onChange}
        placeholder="e.g. Mustard or #800000"
        hint="A colour name (Maroon, Rani Pink, Dark Green), a 6-digit hex code, or 'As per the image'."
        check={(value) =>
          isAllowedColour(value)
            ? null
            : `"${value}" is not a colour name we know or a 6-digit hex code (like #800000). Pick a swatch below, or choose the shade.`
        }
        presets={[AS_PER_IMAGE]}
        error={error}
        renderChip={(value) => <Swatch value={value} />}
      />
      <ColourSwatches chosen={values} onPick={pick} />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={pickerId} className="text-sm text-ink-700">
          Or pick a shade
        </label>
        <input
          id={pickerId}
          type="color"
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          className="h-tap w-14 cursor-pointer rounded-md border border-ink-300/70 bg-ivory-50 p-1"
        />
        <Button variant="ghost" size="sm" onClick={addPicked}>
          <Pipette aria-hidden="true" className="size-4" />
          Add {picked.toUpperCase()}
        </Button>
      </div>
    </div>
  );
}
