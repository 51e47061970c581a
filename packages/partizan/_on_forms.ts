/**
 * The form-dependent operations on games as written (private): ordinal sum, Conway and ordinal
 * products and the compound sums computed on CGSuite's explicit forms `'{*|*}'` by their
 * definitions, as CGSuite computes `'{-1|1}' : 1` (1/2, where the canonical 0 : 1 is 1).
 *
 * @module
 */

import { addGames, type Game, isGame, negateGame, spend } from "./_engine.ts";
import { game, leftOptions, rightOptions } from "./game.ts";
import { ordinalSum } from "./operations/ordinal_sum.ts";
import { ordinalProduct } from "./operations/ordinal_product.ts";
import { conwayProduct } from "./operations/products.ts";
import {
  conjunctiveSum,
  selectiveSum,
  sequentialSum,
  sideSum,
} from "./operations/compound_sums.ts";
import { subordinateToForm } from "./loopy/stopper_operations.ts";
import { fromGame, toGame } from "./loopy/loopy.ts";

/**
 * A game as written, in the shape of `@cgt/partizan/game-form`'s forms without positions: a
 * canonical value, an explicit form whose options are forms, a sum of forms, or a negative.
 */
export type WrittenForm =
  | { readonly kind: "value"; readonly value: Game }
  | {
    readonly kind: "explicit";
    readonly left: readonly WrittenForm[];
    readonly right: readonly WrittenForm[];
  }
  | { readonly kind: "sum"; readonly parts: readonly WrittenForm[] }
  | { readonly kind: "negative"; readonly form: WrittenForm };

/** An operand: a canonical game (its own form) or a form as written. */
export type Operand = Game | WrittenForm;

/** Whether an operand is a form as written rather than a canonical game. */
export function isWritten(x: Operand): x is WrittenForm {
  return !isGame(x);
}

/**
 * Reads operands' options and canonical values, with keys that identify a form by structure, so
 * that the recursion of one operation visits each follower once. Lives for one operation.
 */
class Forms {
  readonly #keys = new Map<WrittenForm, string>();
  readonly #interned = new Map<string, string>();
  readonly #values = new Map<string, Game>();

  /** A key equal for two operands exactly when they are the same form. */
  key(x: Operand): string {
    if (isGame(x)) return "g" + x.id;
    let k = this.#keys.get(x);
    if (k !== undefined) return k;
    switch (x.kind) {
      case "value":
        k = "g" + x.value.id;
        break;
      case "negative":
        k = "-(" + this.key(x.form) + ")";
        break;
      case "sum":
        k = "(" + x.parts.map((p) => this.key(p)).sort().join("+") + ")";
        break;
      case "explicit": {
        const structure = "{" + x.left.map((o) => this.key(o)).join(",") + "|" +
          x.right.map((o) => this.key(o)).join(",") + "}";
        k = this.#interned.get(structure);
        if (k === undefined) {
          k = "e" + this.#interned.size;
          this.#interned.set(structure, k);
        }
        break;
      }
    }
    this.#keys.set(x, k);
    return k;
  }

  /** The options of one side, as operands (a canonical game's are its canonical options). */
  options(x: Operand, left: boolean): readonly Operand[] {
    spend(1);
    if (isGame(x)) return left ? leftOptions(x) : rightOptions(x);
    switch (x.kind) {
      case "value":
        return left ? leftOptions(x.value) : rightOptions(x.value);
      case "explicit":
        return left ? x.left : x.right;
      case "negative":
        return this.options(x.form, !left).map(negative);
      case "sum": {
        const out: Operand[] = [];
        x.parts.forEach((part, i) => {
          for (const o of this.options(part, left)) {
            out.push(sum(x.parts.map((q, j) => (j === i ? o : q))));
          }
        });
        return out;
      }
    }
  }

  /** The canonical value. */
  value(x: Operand): Game {
    if (isGame(x)) return x;
    if (x.kind === "value") return x.value;
    const k = this.key(x);
    let g = this.#values.get(k);
    if (g === undefined) {
      g = x.kind === "negative"
        ? negateGame(this.value(x.form))
        : x.kind === "sum"
        ? x.parts.map((p) => this.value(p)).reduce(addGames)
        : game(x.left.map((o) => this.value(o)), x.right.map((o) => this.value(o)));
      this.#values.set(k, g);
    }
    return g;
  }

  /** The operand as a canonical game when it is one (a value, or built only of values). */
  canonical(x: Operand): Game | undefined {
    if (isGame(x)) return x;
    switch (x.kind) {
      case "value":
        return x.value;
      case "explicit":
        return undefined;
      case "negative":
      case "sum":
        return isCanonicalOnly(x) ? this.value(x) : undefined;
    }
  }
}

function isCanonicalOnly(x: Operand): boolean {
  if (isGame(x)) return true;
  switch (x.kind) {
    case "value":
      return true;
    case "explicit":
      return false;
    case "negative":
      return isCanonicalOnly(x.form);
    case "sum":
      return x.parts.every(isCanonicalOnly);
  }
}

function negative(x: Operand): Operand {
  if (isGame(x)) return negateGame(x);
  if (x.kind === "value") return negateGame(x.value);
  if (x.kind === "negative") return x.form;
  return { kind: "negative", form: x };
}

function sum(parts: readonly Operand[]): Operand {
  return {
    kind: "sum",
    parts: parts.map((p): WrittenForm => isGame(p) ? { kind: "value", value: p } : p),
  };
}

/**
 * The negative of an operand: a canonical game's negative, or the form with the players swapped.
 */
export function negateOperand(x: Operand): Operand {
  return negative(x);
}

/**
 * The sum of operands: the canonical sum when every one is canonical, else the sum of the forms
 * (CGSuite keeps `'{0|}' + 1` as written).
 */
export function addOperands(parts: readonly Operand[]): Operand {
  if (parts.every(isCanonicalOnly)) {
    const forms = new Forms();
    return parts.map((p) => forms.value(p)).reduce(addGames);
  }
  const flat = parts.flatMap((p): readonly Operand[] =>
    !isGame(p) && p.kind === "sum" ? p.parts : [p]
  );
  return sum(flat);
}

/** The canonical values of the options of an operand as written, Left's and Right's. */
export function optionValues(x: Operand): { left: Game[]; right: Game[] } {
  const forms = new Forms();
  return {
    left: forms.options(x, true).map((o) => forms.value(o)),
    right: forms.options(x, false).map((o) => forms.value(o)),
  };
}

/** The canonical value of an operand. */
export function operandValue(x: Operand): Game {
  return new Forms().value(x);
}

/** A binary operation given on operands, with its canonical version for canonical operands. */
type OnForms = (forms: Forms, g: Operand, h: Operand) => Game;

/**
 * A compound defined by a rule on options: `rule(g, h, self)` gives the options of the compound
 * of g and h, with `self` for the compound of followers. Canonical pairs go to `fast`.
 */
function byRule(
  fast: (g: Game, h: Game) => Game,
  rule: (
    forms: Forms,
    g: Operand,
    h: Operand,
    self: (a: Operand, b: Operand) => Game,
  ) => [Game[], Game[]],
): OnForms {
  return (forms, g, h) => {
    const memo = new Map<string, Game>();
    const self = (a: Operand, b: Operand): Game => {
      const ca = forms.canonical(a);
      const cb = forms.canonical(b);
      if (ca !== undefined && cb !== undefined) return fast(ca, cb);
      const key = forms.key(a) + ";" + forms.key(b);
      let result = memo.get(key);
      if (result === undefined) {
        const [l, r] = rule(forms, a, b, self);
        result = game(l, r);
        memo.set(key, result);
      }
      return result;
    };
    return self(g, h);
  };
}

function pairs(
  a: readonly Operand[],
  b: readonly Operand[],
  f: (x: Operand, y: Operand) => Game,
): Game[] {
  const out: Game[] = [];
  for (const x of a) for (const y of b) out.push(f(x, y));
  return out;
}

/** G : H = {G^L, G : H^L | G^R, G : H^R} (ONAG ch. 15), on G's options as written. */
const ORDINAL_SUM: OnForms = byRule(ordinalSum, (forms, g, h, self) => [
  [
    ...forms.options(g, true).map((x) => forms.value(x)),
    ...forms.options(h, true).map((y) => self(g, y)),
  ],
  [
    ...forms.options(g, false).map((x) => forms.value(x)),
    ...forms.options(h, false).map((y) => self(g, y)),
  ],
]);

/**
 * G.H = {G^L.H + G.H^L - G^L.H^L, G^R.H + G.H^R - G^R.H^R | G^L.H + G.H^R - G^L.H^R,
 * G^R.H + G.H^L - G^R.H^L} (ONAG ch. 8), on the forms.
 */
const CONWAY_PRODUCT: OnForms = byRule(conwayProduct, (forms, g, h, self) => {
  const term = (a: Operand, b: Operand): Game =>
    addGames(addGames(self(a, h), self(g, b)), negateGame(self(a, b)));
  const gl = forms.options(g, true);
  const gr = forms.options(g, false);
  const hl = forms.options(h, true);
  const hr = forms.options(h, false);
  return [
    [...pairs(gl, hl, term), ...pairs(gr, hr, term)],
    [...pairs(gl, hr, term), ...pairs(gr, hl, term)],
  ];
});

const CONJUNCTIVE: OnForms = byRule(conjunctiveSum, (forms, g, h, self) => [
  pairs(forms.options(g, true), forms.options(h, true), self),
  pairs(forms.options(g, false), forms.options(h, false), self),
]);

const SELECTIVE: OnForms = byRule(selectiveSum, (forms, g, h, self) => {
  const gl = forms.options(g, true);
  const gr = forms.options(g, false);
  const hl = forms.options(h, true);
  const hr = forms.options(h, false);
  return [
    [...gl.map((x) => self(x, h)), ...hl.map((y) => self(g, y)), ...pairs(gl, hl, self)],
    [...gr.map((x) => self(x, h)), ...hr.map((y) => self(g, y)), ...pairs(gr, hr, self)],
  ];
});

const SEQUENTIAL: OnForms = byRule(sequentialSum, (forms, g, h, self) => {
  const gl = forms.options(g, true);
  const gr = forms.options(g, false);
  if (gl.length + gr.length === 0) {
    return [
      forms.options(h, true).map((y) => forms.value(y)),
      forms.options(h, false).map((y) => forms.value(y)),
    ];
  }
  return [gl.map((x) => self(x, h)), gr.map((x) => self(x, h))];
});

const SIDE: OnForms = byRule(sideSum, (forms, g, h, self) => [
  [
    ...forms.options(g, true).map((x) => self(x, h)),
    ...forms.options(h, true).map((y) => forms.value(y)),
  ],
  [
    ...forms.options(g, false).map((x) => forms.value(x)),
    ...forms.options(h, false).map((y) => self(g, y)),
  ],
]);

/**
 * G ⊛ H: the ordinal product, on G's options as written and H's form, by the construction of
 * `operations/ordinal_product.ts` (G ⊛ H = the form with options G ⊛ K : X over the options K of
 * H and X of G, or of -G for Right's options of H).
 */
const ORDINAL_PRODUCT: OnForms = (forms, g, h) => {
  const cg = forms.canonical(g);
  const ch = forms.canonical(h);
  if (cg !== undefined && ch !== undefined) return ordinalProduct(cg, ch);
  const gLeft = forms.options(g, true).map((x) => forms.value(x));
  const gRight = forms.options(g, false).map((x) => forms.value(x));
  const minusGLeft = gRight.map(negateGame);
  const minusGRight = gLeft.map(negateGame);
  type Options = { left: Game[]; right: Game[] };
  const formsOf = new Map<string, Options>();
  const sums = new Map<string, Game>();
  const formSum = (k: string, base: Options, b: Game): Game => {
    const key = `${k};${b.id}`;
    let result = sums.get(key);
    if (result === undefined) {
      result = game(
        [...base.left, ...leftOptions(b).map((bl) => formSum(k, base, bl))],
        [...base.right, ...rightOptions(b).map((br) => formSum(k, base, br))],
      );
      sums.set(key, result);
    }
    return result;
  };
  const formOf = (k: Operand): Options => {
    const key = forms.key(k);
    let result = formsOf.get(key);
    if (result === undefined) {
      const left: Game[] = [];
      const right: Game[] = [];
      for (const kl of forms.options(k, true)) {
        const base = formOf(kl);
        const kk = forms.key(kl);
        for (const x of gLeft) left.push(formSum(kk, base, x));
        for (const x of gRight) right.push(formSum(kk, base, x));
      }
      for (const kr of forms.options(k, false)) {
        const base = formOf(kr);
        const kk = forms.key(kr);
        for (const x of minusGLeft) left.push(formSum(kk, base, x));
        for (const x of minusGRight) right.push(formSum(kk, base, x));
      }
      result = { left, right };
      formsOf.set(key, result);
    }
    return result;
  };
  const top = formOf(h);
  return game(top.left, top.right);
};

/**
 * G.Subordinate(B): the H with G = B : H, where B's options are taken as written (CGSuite's
 * `^.PowTo(5).Subordinate('{*|*}')` is 5, where the canonical base 0 gives ^[5] itself).
 */
const SUBORDINATE: OnForms = (forms, g, h) =>
  toGame(
    subordinateToForm(
      fromGame(forms.value(g)),
      forms.options(h, true).map((x) => forms.value(x)),
      forms.options(h, false).map((x) => forms.value(x)),
    ),
  )!;

/**
 * The form-dependent operations of the operations table (`operations/operations_table.ts`), by
 * the table's name: each computes on operands as written and gives the canonical value. An
 * operation not here acts on canonical values only (its value does not depend on the form, or
 * CGSuite computes it on canonical forms).
 */
const ON_FORMS: ReadonlyMap<string, OnForms> = new Map([
  ["ordinal-sum", ORDINAL_SUM],
  ["conway-product", CONWAY_PRODUCT],
  ["conjunctive", CONJUNCTIVE],
  ["selective", SELECTIVE],
  ["sequential", SEQUENTIAL],
  ["side", SIDE],
  ["ordinal-product", ORDINAL_PRODUCT],
  ["subordinate", SUBORDINATE],
]);

/**
 * The operation of the operations table named `name` on operands as written, if it depends on
 * forms: its canonical value. Cost: one canonical-form construction per pair of followers of
 * the forms visited, each charged to the step budget.
 */
export function formOperation(name: string): ((g: Operand, h: Operand) => Game) | undefined {
  const f = ON_FORMS.get(name);
  return f === undefined ? undefined : (g, h) => f(new Forms(), g, h);
}
