/**
 * Good moves for `cgt value`: `--sensible`, `--lines` and `--moves`, with options printed as the
 * notation that reads them back (ruleset positions as their ruleset's call, from the catalogue).
 *
 * @module
 */

import { formatGameForm, type GameForm, valueForm } from "@cgt/partizan/game-form";
import { formatGame, type Game } from "@cgt/partizan/notation";
import {
  type ComponentMove,
  FormValueCache,
  type Player,
  sensibleLines,
  sensibleMoves,
  sensibleOptions,
  type ValuedOption,
  winningMoves,
} from "@cgt/partizan/sensible";
import { CATALOG, schemaPositionText } from "@cgt/rulesets/catalog";
import type { Ruleset } from "@cgt/partizan/search";

/** An option as `cgt value --json` prints it. */
export interface OptionField {
  /** The option in notation. */
  readonly option: string;
  /** Its canonical value. */
  readonly value: string;
}

/** A move in a component of a sum, as `--moves --json` prints it. */
export interface MoveField extends OptionField {
  /** The component moved in, counted from 0 in the order written. */
  readonly component: number;
  /** The value of the whole sum after the move. */
  readonly result: string;
}

/** The fields `--sensible`, `--lines` and `--moves` add. */
export interface MoveFields {
  sensibleLeft?: OptionField[];
  sensibleRight?: OptionField[];
  sensibleLinesLeft?: OptionField[][];
  sensibleLinesRight?: OptionField[][];
  winningMoves?: { left: MoveField[]; right: MoveField[] };
  /** For a player with no winning move: the sensible moves of the sum. */
  sensibleMoves?: { left?: MoveField[]; right?: MoveField[] };
}

/** How each catalogue ruleset prints a position, keyed by its rules (read from the catalogue). */
let printers: Map<Ruleset<unknown>, (position: unknown) => string> | undefined;

function positionPrinters(): Map<Ruleset<unknown>, (position: unknown) => string> {
  if (printers !== undefined) return printers;
  printers = new Map();
  for (const entry of CATALOG) {
    for (const rules of [entry.position, entry.graphPosition]) {
      if (rules?.format !== undefined) {
        const format = rules.format;
        printers.set(rules.ruleset, (p) => `${entry.name}(${JSON.stringify(format(p))})`);
      }
    }
    if (entry.cake !== undefined) {
      printers.set(entry.cake, (p) => {
        const pieces = p as readonly { rows: number; cols: number }[];
        return pieces.length === 0
          ? "0"
          : pieces.map((c) => `${entry.name}(${c.rows}, ${c.cols})`).join(" + ");
      });
    }
  }
  return printers;
}

/**
 * Prints a form: a ruleset position as its ruleset's call (`domineering("..|#.")`), or as
 * `<Name position>` when the catalogue has no notation for it; the rest as
 * `formatGameForm` does.
 */
export function printForm(form: GameForm): string {
  switch (form.kind) {
    case "position": {
      if (form.text !== undefined) return form.text;
      const print = positionPrinters().get(form.ruleset);
      if (print !== undefined) return print(form.position);
      // A schema's ruleset, made by its call with named parameters: written as that call.
      return schemaPositionText(form.ruleset, form.position) ?? formatGameForm(form);
    }
    case "sum":
      return form.parts.map(printForm).join(" + ");
    case "negative":
      return `-${printForm(form.form)}`;
    default:
      return formatGameForm(form);
  }
}

function optionField(o: ValuedOption): OptionField {
  return { option: printForm(o.option), value: formatGame(o.value) };
}

function moveField(m: ComponentMove): MoveField {
  return {
    component: m.component,
    option: printForm(m.option),
    value: formatGame(m.value),
    result: formatGame(m.result),
  };
}

/** The components of a form: the parts of a sum, or the form itself. */
function components(form: GameForm): GameForm[] {
  return form.kind === "sum" ? [...form.parts] : [form];
}

/**
 * Computes the fields asked for, on `form` (the game as written) or, when it is undefined (the
 * value was transformed by --cool and the like), on the canonical form `g`.
 */
export function moveFields(
  form: GameForm | undefined,
  g: Game,
  asked: { sensible: boolean; lines: boolean; moves: boolean },
  maxPositions: number,
): MoveFields {
  // A lone position's value is known already (searched before, perhaps on several workers):
  // give it to the form so that it is not searched again.
  const f = form === undefined
    ? valueForm(g)
    : form.kind === "position" && form.value === undefined
    ? { ...form, value: g }
    : form;
  // One cache for every analysis of this game, so each option is valued once.
  const options = { cache: new FormValueCache({ maxPositions }) };
  const out: MoveFields = {};
  if (asked.sensible) {
    out.sensibleLeft = sensibleOptions(f, "left", options).map(optionField);
    out.sensibleRight = sensibleOptions(f, "right", options).map(optionField);
  }
  if (asked.lines) {
    out.sensibleLinesLeft = sensibleLines(f, "left", options).map((l) => l.map(optionField));
    out.sensibleLinesRight = sensibleLines(f, "right", options).map((l) => l.map(optionField));
  }
  if (asked.moves) {
    const parts = components(f);
    const left = winningMoves(parts, "left", options).map(moveField);
    const right = winningMoves(parts, "right", options).map(moveField);
    out.winningMoves = { left, right };
    const fallback: { left?: MoveField[]; right?: MoveField[] } = {};
    if (left.length === 0) fallback.left = sensibleMoves(parts, "left", options).map(moveField);
    if (right.length === 0) fallback.right = sensibleMoves(parts, "right", options).map(moveField);
    if (left.length === 0 || right.length === 0) out.sensibleMoves = fallback;
  }
  return out;
}

const NAME: Record<Player, string> = { left: "Left", right: "Right" };

/** The text of the move fields, for output without --json. */
export function moveText(f: MoveFields, many: boolean): string {
  let s = "";
  const option = (o: OptionField): string => `  ${o.option}  (value ${o.value})\n`;
  const where = (m: MoveField): string => (many ? `component ${m.component}: ` : "");
  const move = (m: MoveField): string =>
    `  ${where(m)}${m.option}  (value ${m.value}, then ${m.result})\n`;
  for (const p of ["left", "right"] as const) {
    const list = p === "left" ? f.sensibleLeft : f.sensibleRight;
    if (list !== undefined) {
      s += `sensible options for ${NAME[p]}:${list.length === 0 ? " none" : ""}\n`;
      s += list.map(option).join("");
    }
  }
  for (const p of ["left", "right"] as const) {
    const lines = p === "left" ? f.sensibleLinesLeft : f.sensibleLinesRight;
    if (lines !== undefined) {
      s += `sensible lines for ${NAME[p]}:${lines.length === 0 ? " none" : ""}\n`;
      for (const line of lines) s += `  ${line.map((o) => o.option).join(" -> ")}\n`;
    }
  }
  if (f.winningMoves !== undefined) {
    for (const p of ["left", "right"] as const) {
      const moves = f.winningMoves[p];
      if (moves.length > 0) {
        s += `winning moves for ${NAME[p]} moving first:\n${moves.map(move).join("")}`;
      } else {
        const sensible = f.sensibleMoves?.[p] ?? [];
        s += `winning moves for ${NAME[p]} moving first: none (${NAME[p]} loses); sensible moves:${
          sensible.length === 0 ? " none" : ""
        }\n${sensible.map(move).join("")}`;
      }
    }
  }
  return s;
}
