// V8 flags the shop's server process runs with (npm start, and the benchmarks that stand for it), unless
// NODE_OPTIONS sets its own. A young generation of at most 8 MiB per semi-space: under load the default (up to
// 16 MiB, tripled while scavenging) let the heap of a busy embedded server grow from about 100 to 280 MiB of
// mostly garbage before V8 collected it, which put the process at 480–560 MiB. With it the embedded server
// peaked at 345 MiB on the catalogue benchmark at the same or better throughput; the old generation is
// capped at 256 MiB, more than twice what the shop keeps live (decision 0034, bench/RESULTS.md §0).
export function serverNodeFlags(env = process.env) {
  const own = env.NODE_OPTIONS ?? '';
  const flags = [];
  if (!own.includes('--max-semi-space-size')) flags.push('--max-semi-space-size=8');
  if (!own.includes('--max-old-space-size')) flags.push('--max-old-space-size=256');
  return flags;
}

/**
 * The environment the server process starts with: the caller's, with glibc's malloc set for a process that
 * handles photos now and then, unless the caller sets these itself:
 * - MALLOC_ARENA_MAX=2: libvips (sharp: uploaded photos) works on libuv's threads, and each thread that allocates
 *   got an arena of its own, never given back: uploads of phone photos grew the embedded server by about 40 MiB
 *   more than with two arenas (sharp's documentation recommends the same; bench/RESULTS.md).
 * - MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KiB and more (an uploaded photo's bytes, its decoded pixels, each
 *   WebP rendition) are mapped on their own and given back to the kernel when freed. By default glibc raises that
 *   threshold to the size of the largest such block once it is freed (up to 32 MiB), after which every photo's
 *   buffers were cut from the heap, and the holes they left kept the heap, and so the process, large (fixing the
 *   threshold also fixes the trim threshold at its default 128 KiB; bench/RESULTS.md, issue 24).
 */
export function serverEnv(env = process.env) {
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  };
}
