/**
 * How the positions of a ruleset made by a notation call are written back as a call of the
 * same name with the same parameters (private): `toads("T.T.FF", 2)`, `mem(4, 3)`,
 * `genClobber(".x.|.ox", directions => Coordinates.Compass)`. The call's position function
 * registers the printer of the ruleset it makes; `schemaPositionText` (catalog.ts) reads it.
 *
 * @module
 */

/** A registered printer: the notation name of the call, and how it writes a position. */
interface CallPrinter {
  readonly name: string;
  readonly print: (position: unknown) => string;
}

/**
 * The printers by ruleset object, weakly keyed, so each lives as long as its ruleset does (the
 * rulesets themselves are bounded by the caches of the modules that make them).
 */
const PRINTERS = new WeakMap<object, CallPrinter>();

/**
 * Registers how `ruleset`'s positions print, as calls of the notation function `name`. The
 * first registration of a ruleset stands: every call that makes the same ruleset object has
 * the same rules, so any of their printers writes a call that reads back to the position.
 */
export function rememberCall(
  ruleset: object,
  name: string,
  print: (position: unknown) => string,
): void {
  if (!PRINTERS.has(ruleset)) PRINTERS.set(ruleset, { name, print });
}

/** The call that writes `position` of `ruleset`, or undefined if no call made the ruleset. */
export function callText(ruleset: object, position: unknown): string | undefined {
  return PRINTERS.get(ruleset)?.print(position);
}

/** The notation name of the call that made `ruleset`, or undefined. */
export function callName(ruleset: object): string | undefined {
  return PRINTERS.get(ruleset)?.name;
}

/**
 * A sum of heap positions written as calls: `name(<rule>, h1, h2, ...)`, and `0` for no heap (a
 * call needs at least one). `rule` is the written arguments before the heaps, each followed by
 * ", ". A call takes at most `max` heaps; more make a sum of calls.
 */
export function heapCall(
  name: string,
  rule: string,
  heaps: readonly number[],
  max = Infinity,
): string {
  if (heaps.length === 0) return "0";
  const calls: string[] = [];
  for (let i = 0; i < heaps.length; i += max) {
    calls.push(`${name}(${rule}${heaps.slice(i, i + max).join(", ")})`);
  }
  return calls.join(" + ");
}
