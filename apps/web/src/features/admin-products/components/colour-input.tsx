import { colourLabel, colourToCss } from '@zariya/shared/colours';
import { Pipette } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AS_PER_IMAGE, isAllowedColour } from '../product-form-values';
import { ChipsInput } from './chips-input';

const PRESETS = ['Maroon', 'Red', 'Pink', 'Navy', 'Green', 'Yellow', 'Black', 'White', AS_PER_IMAGE];

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

/** Colours as names, 6-digit hex codes (typed or picked) or 'As per the image' (SPEC §5). */
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
  return (
    <div className="space-y-3">
      <ChipsInput
        label="Colours"
        values={values}
        onChange={onChange}
        placeholder="e.g. Maroon or #800000"
        hint="A colour name (Maroon, Dark Green), a 6-digit hex code, or 'As per the image'."
        check={(value) =>
          isAllowedColour(value)
            ? null
            : `"${value}" is not a colour name or a 6-digit hex code (like #800000).`
        }
        presets={PRESETS}
        error={error}
        renderChip={(value) => <Swatch value={value} />}
      />
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
