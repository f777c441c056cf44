// sharp (libvips) loaded on the first image the shop handles, not at start: about 18 MiB of the embedded
// server's memory that a catalogue-only process never needs (issue 16, decision 0034).
//
// Set for a shop that handles one upload now and then (issue 24's must-show, bench/RESULTS.md): libvips keeps no
// cache of decoded images (each upload is read once; its default cache held up to 50 MiB of pixels) and works
// on one thread per image (each of its threads grew a malloc arena of its own that was never given back: 200
// uploads of a phone photo took the embedded server from 250 to 400 MiB, all of it outside V8's heap).
type SharpModule = typeof import('sharp');

let loading: Promise<SharpModule['default']> | undefined;

export function loadSharp(): Promise<SharpModule['default']> {
  loading ??= import('sharp').then((module) => {
    const sharp = module.default;
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
