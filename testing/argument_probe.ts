/**
 * Hostile arguments past valid ones: where `hostile.ts` calls each export with hostile values
 * only (so a check on the first argument hides every later one), this calls a function or method
 * with valid arguments and replaces one position at a time by each hostile value. It reaches
 * options objects, later parameters and public methods of class instances. The calls run in
 * process, so each case must be cheap with valid arguments.
 *
 * @module
 */

import { type Accepts, HOSTILE_VALUES, judge, parameterKinds } from "./hostile.ts";

/** One call to probe. */
export interface ProbeCase {
  /** How the call is named in a finding, e.g. `"takeAndBreakGrundy"` or `"MisereQuotient#element"`. */
  name: string;
  /** Makes the call (construct, call a method...) with the given arguments. */
  call: (...args: unknown[]) => unknown;
  /** Fresh valid arguments; each position in turn is replaced by each hostile value. */
  valid: () => unknown[];
  /**
   * The kinds of value each argument declares (`"number"`, `"string"`...), to find a primitive
   * of the wrong type that was accepted; `"any"` or a missing entry checks nothing.
   */
  kinds?: readonly (readonly string[] | "any")[];
}

/**
 * The declared kinds of the parameters of every exported function of `entry`, from
 * `deno doc --json`, in the form {@link ProbeCase.kinds} takes.
 */
export async function declaredKinds(
  entry: string,
): Promise<Record<string, (readonly string[] | "any")[]>> {
  const kinds = await parameterKinds(entry);
  const out: Record<string, (readonly string[] | "any")[]> = {};
  for (const [name, list] of Object.entries(kinds)) {
    out[name] = list.map((k) => k === "any" ? "any" : [...k]);
  }
  return out;
}

/** Calls every case with one hostile argument at a time; returns the findings as lines. */
export function probeCases(cases: readonly ProbeCase[]): string[] {
  const findings: string[] = [];
  for (const probe of cases) {
    const arity = probe.valid().length;
    const accepts: Accepts[] = Array.from(
      { length: arity },
      (_, i) => {
        const k = probe.kinds?.[i];
        return k === undefined || k === "any" ? "any" : new Set(k);
      },
    );
    for (let i = 0; i < arity; i++) {
      for (const hostile of HOSTILE_VALUES) {
        const args = probe.valid();
        args[i] = hostile.make();
        let problem: string | undefined;
        try {
          const result = probe.call(...args);
          problem = judge(args, accepts, { threw: false, result });
        } catch (error) {
          problem = judge(args, accepts, { threw: true, error });
        }
        if (problem !== undefined) {
          const shape = args.map((_, j) => j === i ? hostile.label : "·").join(", ");
          findings.push(`${probe.name}(${shape}): ${problem}`);
        }
      }
    }
  }
  return findings;
}
