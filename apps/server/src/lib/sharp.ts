// sharp (libvips) loaded on the first image the shop handles, not at start: about 18 MiB of the embedded
// server's memory that a catalogue-only process never needs (issue 16, decision 0034).
type SharpModule = typeof import('sharp');

let loading: Promise<SharpModule['default']> | undefined;

export function loadSharp(): Promise<SharpModule['default']> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
