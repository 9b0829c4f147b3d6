/** Reads `--scale N` / `--scale=N` (or a bare N when `bare`) from argv: a whole number 1..1,000,000, or null. */
export function scaleArg(argv: string[], bare = false): number | null {
  let raw: string | undefined;
  argv.forEach((a, i) => {
    if (a === "--scale") raw = argv[i + 1];
    else if (a.startsWith("--scale=")) raw = a.slice("--scale=".length);
  });
  if (raw === undefined && bare) raw = argv.find((a) => /^\d+$/.test(a));
  if (raw === undefined) return null;
  const n = Number(raw.replace(/[_,]/g, ""));
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error(`--scale wants a whole number from 1 to 1000000 (got ${raw}).`);
    process.exit(1);
  }
  return n;
}
