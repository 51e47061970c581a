/**
 * Browser tests of the explorer (`deno task test:browser`): builds the site,
 * serves it on 127.0.0.1, and drives it in Debian's headless Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH) through playwright-core. Values on
 * the page are checked against the library. Screenshots of each view go to
 * EXPLORER_SCREENSHOTS (default apps/explorer/screenshots/).
 *
 * Not named `*_test.ts`, so `deno task test` (which has no browser) skips it.
 *
 * @module
 */

import assert from "node:assert/strict";
import { chromium, type Page } from "../../../testing/playwright_core.ts";
import {
  compare,
  formatGame,
  leftOptions,
  parseGame,
  rightOptions,
  thermographSvg,
} from "@cgt/partizan";
import { latexForm } from "@cgt/partizan/display";
import { thermographTikz } from "@cgt/partizan/thermograph-svg";
import { build, serveFile } from "../main.ts";
import { notebookHtml, readNotebook, runNotebook } from "../notebook.ts";
import {
  formatLoopyGame,
  LOOPY_RULESET_FUNCTIONS,
  parseLoopyGame,
  RULESET_FUNCTIONS,
} from "../src/engine_imports.ts";
import { boardExpression, readBoard, RULESET_IDS, RULESETS } from "../src/boards.ts";
import { readSum } from "../src/sum_play.ts";
import { formatPseudonumber, isStopper, loopyOutcome, loopyStop } from "@cgt/partizan/loopy";
import { parseGameForm } from "@cgt/partizan/game-form";
import { winningMoves } from "@cgt/partizan/sensible";
import { NOTATION_GUIDE } from "../src/notation_guide.ts";
import { readWorksheet } from "../src/worksheet.ts";
import {
  loopyPredicates,
  predicateChip,
  type PredicateResult,
  shortPredicates,
} from "../src/value_predicates.ts";
import { STORAGE_KEY } from "../src/worksheet_view.ts";

const ROOT = new URL("../../../", import.meta.url).pathname;
const SHOTS = Deno.env.get("EXPLORER_SCREENSHOTS") ?? `${ROOT}apps/explorer/screenshots`;
const CHROMIUM = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const value = (text: string): string =>
  formatGame(parseGame(text, { functions: RULESET_FUNCTIONS }));

function note(line: string): void {
  Deno.stdout.writeSync(new TextEncoder().encode(`  ${line}\n`));
}

/** The lines of `cgt value --predicates` for these predicates, as the chips write them. */
function chipTexts(list: readonly PredicateResult[]): string[] {
  return list.map((p) => predicateChip(p).text);
}

/** The texts of the predicate chips in the element `scope` (a CSS selector). */
async function shownChips(page: Page, scope: string): Promise<string[]> {
  return await page.locator(`${scope} [data-testid=predicate]`).allTextContents();
}

async function evaluate(page: Page, text: string): Promise<void> {
  await page.fill("[data-testid=expr]", text);
  await page.press("[data-testid=expr]", "Enter");
}

/** Waits until the page is idle (no request running) and returns the shown value. */
async function shownValue(page: Page): Promise<string> {
  await page.waitForSelector("[data-testid=status]", { state: "hidden" });
  return (await page.textContent("[data-testid=value]")) ?? "";
}

async function boardNotationOnPage(page: Page): Promise<string> {
  const expr = (await page.textContent("#board-expr")) ?? "";
  return expr;
}

/**
 * Draws a Hackenbush tree in the graph editor by clicks, as a person would, and checks the value
 * shown, the marks of Left's moves and one move played, each against the library.
 */
async function drawHackenbushTree(page: Page, base: string): Promise<void> {
  await page.goto(base);
  await page.waitForSelector("body[data-ready=true]");
  await page.click("#tab-board");
  await page.selectOption("[data-testid=graph-ruleset]", "hackenbush");
  await page.click("[data-testid=graph-clear]");
  await page.click("[data-testid=graph-mode-draw]");
  const picture = page.locator("[data-testid=graph-picture]");
  await picture.scrollIntoViewIfNeeded();
  // Points in the picture's own units (480 by 320, the ground line at 296), placed where the
  // picture is now (a screenshot may scroll the page).
  const at = async (x: number, y: number) => {
    const box = (await picture.boundingBox())!;
    await page.mouse.click(box.x + (x * box.width) / 480, box.y + (y * box.height) / 320);
  };
  const [a, b, c, d] = [[240, 230], [170, 160], [310, 160], [310, 90]] as const;
  for (const [x, y] of [a, b, c, d]) await at(x, y); // four vertices
  for (const [[x1, y1], [x2, y2]] of [[[240, 296], a], [a, b], [a, c], [c, d]] as const) {
    await at(x1, y1); // the ground, or a vertex
    await at(x2, y2); // then the other end: an edge, blue at first
  }
  await page.click("[data-testid=graph-mode-label]");
  await at((a[0] + c[0]) / 2, (a[1] + c[1]) / 2); // blue to red
  await at(c[0], (c[1] + d[1]) / 2); // blue to red
  await at(c[0], (c[1] + d[1]) / 2); // red to green
  const editor = page.locator("[data-testid=graph-editor]");
  const expression = (await editor.getAttribute("data-expression")) ?? "";
  assert.equal(expression, 'hackenbush("l(l;re)")');
  await page.waitForSelector("[data-testid=status]", { state: "hidden" });
  await page.waitForFunction(
    `document.querySelector("[data-testid=graph-value]")?.textContent !== "…"`,
  );
  assert.equal(await page.textContent("[data-testid=graph-value]"), value(expression));
  // Play: Left's moves, marked, each mark as the library says.
  await page.click("[data-testid=graph-mode-play]");
  await page.click("[data-testid=graph-side-L]");
  await page.click("[data-testid=graph-mark-moves]");
  const marks = await page.locator(".graph-move[data-side=L]").evaluateAll((items) =>
    items.map((li) => [
      li.querySelector("code")?.textContent ?? "",
      li.querySelector("[data-testid=move-mark]")?.getAttribute("data-kind") ?? "",
    ])
  );
  assert.equal(marks.length, 3);
  const zero = parseGame("0");
  for (const [after, kind] of marks) {
    const cmp = compare(parseGame(after, { functions: RULESET_FUNCTIONS }), zero);
    assert.equal(kind === "winning", cmp === ">" || cmp === "=", `${after}: ${kind}`);
  }
  assert.ok(
    (await page.locator("[data-testid=graph-picture] [data-testid=move-mark]").count()) > 0,
  );
  await editor.screenshot({ path: `${SHOTS}/graph-editor.png` });
  // Left cuts the green edge on the picture; the value follows; undo takes it back.
  await at(c[0], (c[1] + d[1]) / 2);
  assert.equal(await editor.getAttribute("data-expression"), 'hackenbush("l(l;r)")');
  await page.waitForSelector("[data-testid=status]", { state: "hidden" });
  await page.waitForFunction(
    `document.querySelector("[data-testid=graph-value]")?.textContent !== "…"`,
  );
  assert.equal(await page.textContent("[data-testid=graph-value]"), value('hackenbush("l(l;r)")'));
  await page.click("[data-testid=graph-undo]");
  assert.equal(await editor.getAttribute("data-expression"), expression);
  await page.click("[data-testid=graph-mark-moves]");
}

/**
 * Draws a Digraph Placement position in the graph editor by clicks: arcs with arrowheads, a vertex
 * recoloured, the value against the library, and Right's move played on the picture.
 */
async function drawDigraph(page: Page, base: string): Promise<void> {
  await page.goto(base);
  await page.waitForSelector("body[data-ready=true]");
  await page.click("#tab-board");
  await page.selectOption("[data-testid=graph-ruleset]", "digraphPlacement");
  await page.click("[data-testid=graph-clear]");
  await page.click("[data-testid=graph-mode-draw]");
  const picture = page.locator("[data-testid=graph-picture]");
  await picture.scrollIntoViewIfNeeded();
  const at = async (x: number, y: number) => {
    const box = (await picture.boundingBox())!;
    await page.mouse.click(box.x + (x * box.width) / 480, box.y + (y * box.height) / 320);
  };
  const [a, b, c] = [[120, 160], [240, 160], [360, 160]] as const;
  for (const [x, y] of [a, b, c]) await at(x, y);
  await at(...a);
  await at(...b); // an arc from a to b
  await at(...c);
  await at(...b); // an arc from c to b
  await page.click("[data-testid=graph-mode-label]");
  await at(...b); // blue to red
  const editor = page.locator("[data-testid=graph-editor]");
  const expression = 'digraphPlacement("LRL:0>1,1<2")';
  assert.equal(await editor.getAttribute("data-expression"), expression);
  assert.equal(await page.locator("[data-testid=graph-arrowhead]").count(), 2);
  await page.waitForSelector("[data-testid=status]", { state: "hidden" });
  await page.waitForFunction(
    `document.querySelector("[data-testid=graph-value]")?.textContent !== "…"`,
  );
  assert.equal(await page.textContent("[data-testid=graph-value]"), value(expression));
  await editor.screenshot({ path: `${SHOTS}/graph-editor-digraph.png` });
  // Right takes the red vertex; nothing is pointed at by it, so both blue ones stay.
  await page.click("[data-testid=graph-mode-play]");
  await page.click("[data-testid=graph-side-R]");
  await at(...b);
  assert.equal(await editor.getAttribute("data-expression"), 'digraphPlacement("LL")');
}

Deno.test({
  name: "the explorer works in headless Chromium",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn(t) {
    const site = await Deno.makeTempDir({ prefix: "cgt-explorer-" });
    await build(site);
    await Deno.mkdir(SHOTS, { recursive: true });
    const cells = readNotebook(await Deno.readTextFile(`${ROOT}examples/tour.ipynb`));
    const outputs = await runNotebook(`${ROOT}examples/tour.ipynb`, ROOT);
    await Deno.writeTextFile(`${site}/notebook.html`, notebookHtml(cells, outputs));
    const server = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen() {} },
      (request) => serveFile(site, request),
    );
    const base = `http://127.0.0.1:${server.addr.port}/`;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      // playwright starts Chromium with a fresh, empty profile of its own (a new user data dir).
      args: FLAGS.filter((f) => f !== "--headless"),
      headless: true,
    });
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    try {
      await t.step("the first view answers {3||2*|1*} with its thermograph", async () => {
        const start = performance.now();
        await page.goto(base);
        assert.equal(await shownValue(page), value("{3||2*|1*}"));
        note(`first page load to {3||2*|1*}: ${Math.round(performance.now() - start)} ms`);
        assert.equal(await page.textContent("[data-testid=outcome]"), "L");
        assert.equal(await page.textContent("[data-testid=mean]"), "9/4");
        assert.equal(await page.textContent("[data-testid=temperature]"), "3/4");
        assert.equal(await page.textContent("[data-testid=left-stop]"), "3");
        assert.equal(await page.textContent("[data-testid=right-stop]"), "2");
        assert.equal(await page.locator("[data-testid=thermograph] svg").count(), 1);
        // Its predicates, as the library gives them: odd-tempered, and neither all-small nor
        // infinitesimal (CGSuite's CanonicalShortGameTestCase.scala @2e627f7 has {3||2+*|1+*}).
        const chips = await shownChips(page, "#predicates");
        assert.deepEqual(chips, chipTexts(shortPredicates(parseGame("{3||2*|1*}"))));
        assert.ok(chips.includes("odd-tempered yes") && chips.includes("all-small no"));
        await page.screenshot({ path: `${SHOTS}/expression.png`, fullPage: true });
      });

      await t.step("typed expressions show the library's values", async () => {
        for (
          const text of [
            "^ + ^ + *",
            "{2|-1} + {1|-2}",
            "+-{1, {2|1}}",
            'domineering("..|..|..") + toads("TFT.TFF")',
            'clobber("xox|oxo")',
            "{0|*} - ^*",
          ]
        ) {
          const start = performance.now();
          await evaluate(page, text);
          assert.equal(await shownValue(page), value(text), text);
          note(`${text}: ${Math.round(performance.now() - start)} ms`);
        }
      });

      await t.step("the option tree expands one level at a time", async () => {
        await evaluate(page, "{3||2*|1*}");
        await shownValue(page);
        const g = parseGame("{3||2*|1*}");
        const tree = page.locator("[data-testid=options]");
        const lefts = tree.locator("ul[data-side=L] > li [data-testid=option-value]");
        const rights = tree.locator("ul[data-side=R] > li [data-testid=option-value]");
        assert.deepEqual(await lefts.allTextContents(), leftOptions(g).map((o) => formatGame(o)));
        assert.deepEqual(await rights.allTextContents(), rightOptions(g).map((o) => formatGame(o)));
        // Expand the Right option {2*|1*}: its Left option is 2*.
        await tree.locator("ul[data-side=R] > li").first().locator("[data-testid=expand]").click();
        await page.waitForSelector("[data-testid=options] ul[data-side=R] ul[data-side=L] li");
        const inner = await tree.locator(
          "ul[data-side=R] ul[data-side=L] [data-testid=option-value]",
        )
          .allTextContents();
        assert.deepEqual(inner, leftOptions(rightOptions(g)[0]).map((o) => formatGame(o)));
        await page.screenshot({ path: `${SHOTS}/options.png`, fullPage: true });
      });

      await t.step("a syntax error is shown inline with its column", async () => {
        await evaluate(page, "{1|2");
        await page.waitForSelector("[data-testid=error]:not([hidden])");
        const error = page.locator("[data-testid=error]");
        assert.equal(await error.getAttribute("data-column"), "5");
        assert.match((await error.textContent()) ?? "", /column 5/);
        await page.screenshot({ path: `${SHOTS}/error.png` });
        await evaluate(page, "{".repeat(1500));
        await page.waitForSelector("[data-testid=error]:not([hidden])");
        assert.match((await error.textContent()) ?? "", /nest/);
        assert.equal(await page.locator("[data-testid=message]").isVisible(), true);
      });

      await t.step("clicking Domineering cells edits the board and shows its value", async () => {
        await page.click("#tab-board");
        await page.selectOption("[data-testid=ruleset]", "domineering");
        // The first board is the catalogue's example; resizing to 4x4 keeps what fits (all empty).
        assert.equal(await shownValue(page), value(`domineering("${RULESETS.domineering.start}")`));
        await page.fill("#rows", "4");
        await page.fill("#cols", "4");
        const start = performance.now();
        await page.click("#resize");
        assert.equal(await shownValue(page), value('domineering("....|....|....|....")'));
        note(`4x4 Domineering: ${Math.round(performance.now() - start)} ms`);
        const cells = page.locator("[data-testid=cell]");
        assert.equal(await cells.count(), 16);
        await cells.nth(0).click();
        await shownValue(page);
        await cells.nth(5).click();
        const shown = await shownValue(page);
        assert.equal(await boardNotationOnPage(page), 'domineering("#...|.#..|....|....")');
        assert.equal(shown, value('domineering("#...|.#..|....|....")'));
        await page.screenshot({ path: `${SHOTS}/board.png`, fullPage: true });
      });

      await t.step("a click in play mode plays a move, and undo takes it back", async () => {
        await page.click("#mode-play");
        await page.click("#side-L");
        const before = await boardNotationOnPage(page);
        // Left (vertical) through the top-right cell: the only vertical domino there.
        await page.locator("[data-testid=cell]").nth(3).click();
        const shown = await shownValue(page);
        assert.equal(await boardNotationOnPage(page), 'domineering("#..#|.#.#|....|....")');
        assert.equal(shown, value('domineering("#..#|.#.#|....|....")'));
        assert.equal(await page.locator("[data-testid=cell][data-state=L]").count(), 2);
        await page.click("[data-testid=undo]");
        await shownValue(page);
        assert.equal(await boardNotationOnPage(page), before);
        // A move from the option tree's play button.
        await page.locator("[data-testid=options] [data-testid=play]").first().click();
        await shownValue(page);
        assert.notEqual(await boardNotationOnPage(page), before);
        await page.click("[data-testid=undo]");
        await shownValue(page);
        await page.click("#mode-edit");
      });

      await t.step(
        "every other catalogue board is edited by clicks and valued as the library does",
        async () => {
          const chooser = await page.locator("[data-testid=ruleset] option").evaluateAll((
            options,
          ) => options.map((o) => (o as unknown as { value: string }).value));
          assert.deepEqual(chooser, RULESET_IDS);
          // (Boards of pieces have no cells to click; a later step plays on them.)
          // (Loopy boards are valued in the loopy notation: a step below checks one.)
          const clickable = RULESET_IDS.filter((id) =>
            RULESETS[id].cycle.length > 0 && !RULESETS[id].loopy
          );
          for (const id of clickable.filter((id) => id !== "domineering")) {
            await page.selectOption("[data-testid=ruleset]", id);
            const start = await shownValue(page);
            const startNotation = await boardNotationOnPage(page);
            assert.match(startNotation, new RegExp(`^${id}\\(`), id);
            assert.equal(start, value(startNotation), startNotation);
            assert.equal(
              await page.locator("[data-testid=cell]").count(),
              readBoard(id, RULESETS[id].start).cells.length,
              id,
            );
            await page.locator("#board").screenshot({ path: `${SHOTS}/board-${id}.png` });
            // Two clicks on the first cell and one on the last change the board; the value follows.
            const cells = page.locator("[data-testid=cell]");
            const count = await cells.count();
            await cells.nth(0).click();
            await shownValue(page);
            await cells.nth(0).click();
            await shownValue(page);
            await cells.nth(count - 1).click();
            const shown = await shownValue(page);
            const notation = await boardNotationOnPage(page);
            assert.notEqual(notation, startNotation, id);
            assert.equal(shown, value(notation), notation);
            note(`${notation}: ${shown}`);
          }
          // Pieces without a picture of their own show their letter: Ski Jumps' skiers.
          await page.selectOption("[data-testid=ruleset]", "skiJumps");
          await shownValue(page);
          assert.equal(await page.locator("[data-testid=cell]").first().textContent(), "L");
          await page.screenshot({ path: `${SHOTS}/ski-jumps.png`, fullPage: true });
        },
      );

      await t.step("a shared link reproduces a board and an expression", async () => {
        await page.goto(`${base}#ruleset=clobber&board=${encodeURIComponent("xo.|ox.|.xo")}`);
        assert.equal(await shownValue(page), value('clobber("xo.|ox.|.xo")'));
        assert.equal(await page.locator("[data-testid=cell]").count(), 9);
        await page.goto(`${base}#expr=${encodeURIComponent("{1|0} + ^")}`);
        await page.reload();
        assert.equal(await shownValue(page), value("{1|0} + ^"));
        assert.equal(await page.inputValue("[data-testid=expr]"), "{1|0} + ^");
        // The hash follows what is on screen.
        await evaluate(page, "*3");
        await shownValue(page);
        assert.equal(new URL(page.url()).hash, `#expr=${encodeURIComponent("*3")}`);
      });

      await t.step(
        "loopy expressions and worksheet cells show the library's loopy values and outcomes",
        async () => {
          const loopy = (text: string) =>
            parseLoopyGame(text, {
              functions: { ...RULESET_FUNCTIONS, ...LOOPY_RULESET_FUNCTIONS },
            });
          await page.goto(base);
          await page.waitForSelector("body[data-ready=true]");
          for (const text of ["{1|0} + over", "dud", 'foxgeese("x.x.x.x.|........|o.......")']) {
            await evaluate(page, text);
            const v = loopy(text);
            assert.equal(
              await shownValue(page).then((s) => s.split(" (onside")[0]),
              formatLoopyGame(v),
            );
            assert.equal(await page.textContent("[data-testid=outcome]"), loopyOutcome(v));
            assert.ok(await page.isHidden("[data-testid=error]"), text);
            assert.equal(
              await page.textContent("[data-testid=mean]"),
              "not defined for loopy values",
            );
            await page.waitForSelector("[data-testid=loopy-thermograph]");
            // No options are listed: "Canonical only" gives way to a note saying why.
            assert.ok(await page.isHidden("[data-testid=hide-noncanonical]"), text);
            assert.match(
              (await page.textContent("[data-testid=canonical-note]")) ?? "",
              /nothing to filter/,
            );
            if (isStopper(v)) {
              assert.equal(
                await page.textContent("[data-testid=right-stop]"),
                formatPseudonumber(loopyStop(v, "right")),
              );
            }
            assert.deepEqual(await shownChips(page, "#predicates"), chipTexts(loopyPredicates(v)));
          }
          await page.screenshot({ path: `${SHOTS}/loopy-expression.png`, fullPage: true });
          await page.goto(`${base}#view=worksheet`);
          await page.waitForSelector("[data-testid=worksheet]");
          await page.click("[data-testid=clear-worksheet]");
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          const input = page.locator("[data-testid=cell-input]").nth(0);
          await input.fill("g := {0|pass}");
          await input.press("Enter");
          await page.waitForFunction(
            'document.querySelector("[data-testid=cell-result]")?.dataset.kind === "loopy"',
          );
          const v = loopy("{0|pass}");
          assert.equal(await page.textContent("[data-testid=cell-value]"), formatLoopyGame(v));
          assert.equal(await page.textContent("[data-testid=cell-outcome]"), loopyOutcome(v));
          assert.equal(await page.locator("[data-testid=cell-moves]").count(), 0);
          await page.click("[data-testid=cell-details]");
          assert.equal(await shownValue(page), formatLoopyGame(v));
          assert.equal(
            await page.textContent("[data-testid=left-stop]"),
            formatPseudonumber(loopyStop(v, "left")),
          );
          // The loopy binding is usable below, in a loopy form: {1|g} is {1|({0|pass})}.
          await page.click("[data-testid=add-cell]");
          const below = page.locator("[data-testid=cell-input]").nth(1);
          await below.fill("{1|g} + g");
          await below.press("Enter");
          await page.waitForFunction(
            'document.querySelectorAll("[data-testid=cell-result]")[1]?.dataset.kind === "loopy"',
          );
          const w = loopy("{1|({0|pass})} + ({0|pass})");
          assert.equal(
            await page.locator("[data-testid=cell-value]").nth(1).textContent(),
            formatLoopyGame(w),
          );
          assert.equal(
            await page.locator("[data-testid=cell-outcome]").nth(1).textContent(),
            loopyOutcome(w),
          );
          // A predicates cell shows the library's predicates of its value: g's, loopy, and a
          // short one's.
          for (
            const [k, text, v] of [[2, "predicates(g)", loopy("{0|pass}")], [
              3,
              "predicates(^ + *)",
              undefined,
            ]] as const
          ) {
            await page.click("[data-testid=add-cell]");
            const cell = page.locator("[data-testid=cell-input]").nth(k);
            await cell.fill(text);
            await cell.press("Enter");
            await page.waitForFunction(
              `document.querySelectorAll("[data-testid=cell-result]")[${k}]?.dataset.kind === "predicates"`,
            );
            const chips = await page.locator("[data-testid=cell-result]").nth(k)
              .locator("[data-testid=predicate]").allTextContents();
            assert.deepEqual(
              chips,
              chipTexts(v === undefined ? shortPredicates(parseGame("^*")) : loopyPredicates(v)),
              text,
            );
          }
          // Leave the browser as a first visit finds it: a later step expects the example sheet.
          await page.evaluate(`localStorage.removeItem(${JSON.stringify(STORAGE_KEY)})`);
        },
      );

      await t.step(
        "a backsliding link shows the library's loopy value, with marks and the computer off",
        async () => {
          await page.goto(`${base}#ruleset=backsliding&board=${encodeURIComponent("TT..FF")}`);
          await page.reload();
          const library = formatLoopyGame(
            parseLoopyGame('backsliding("TT..FF")', { functions: LOOPY_RULESET_FUNCTIONS }),
          );
          assert.equal(await shownValue(page), library);
          assert.equal(
            await page.textContent("[data-testid=outcome]"),
            loopyOutcome(
              parseLoopyGame('backsliding("TT..FF")', { functions: LOOPY_RULESET_FUNCTIONS }),
            ),
          );
          assert.ok(await page.isVisible("[data-testid=loopy-note]"));
          assert.ok(await page.isDisabled("[data-testid=mark-moves]"));
          assert.ok(await page.isDisabled("[data-testid=computer-plays]"));
          // Play Left's first listed move, undo it and redo it: each board valued by the library.
          const loopyValue = (expr: string) =>
            formatLoopyGame(parseLoopyGame(expr, { functions: LOOPY_RULESET_FUNCTIONS }));
          await page.click("#mode-play");
          await page.locator("[data-side=L] [data-testid=play]").first().click();
          const after = await boardNotationOnPage(page);
          assert.notEqual(after, 'backsliding("TT..FF")');
          assert.equal(await shownValue(page), loopyValue(after));
          assert.ok(await page.isDisabled("[data-testid=redo]"));
          await page.click("[data-testid=undo]");
          assert.equal(await shownValue(page), library);
          assert.equal(await boardNotationOnPage(page), 'backsliding("TT..FF")');
          await page.click("[data-testid=redo]");
          assert.equal(await shownValue(page), loopyValue(after));
          assert.equal(await boardNotationOnPage(page), after);
          assert.ok(await page.isDisabled("[data-testid=redo]"));
          await page.click("#mode-edit");
        },
      );

      await t.step(
        "a foxgeese link lists the fox's escape as a line of text valued off",
        async () => {
          await page.goto(`${base}#ruleset=foxgeese&board=${encodeURIComponent("x..|...|o..")}`);
          await page.reload();
          const library = formatLoopyGame(
            parseLoopyGame('foxgeese("x..|...|o..")', { functions: LOOPY_RULESET_FUNCTIONS }),
          );
          assert.equal(await shownValue(page), library);
          await page.getByText("the fox has escaped: value off").waitFor();
          // An empty board shows a hint, not an error; a goose can go down before the fox.
          await page.click("#clear");
          await page.waitForFunction(
            '/needs the fox/.test(document.querySelector("[data-testid=message]")?.textContent ?? "")',
          );
          assert.ok(await page.isHidden("#result"));
          const cells = page.locator("[data-testid=cell]");
          await cells.nth(0).click(); // a goose
          await cells.nth(8).click(); // a goose
          assert.match((await page.textContent("[data-testid=message]")) ?? "", /needs the fox/);
          await cells.nth(8).click(); // the fox
          const text = 'foxgeese("x..|...|..o")';
          assert.equal(await boardNotationOnPage(page), text);
          assert.equal(
            await shownValue(page),
            formatLoopyGame(parseLoopyGame(text, { functions: LOOPY_RULESET_FUNCTIONS })),
          );
          // A new row goes on top: the pieces keep their squares counted from the bottom left.
          await page.fill("#rows", "4");
          await page.fill("#cols", "3");
          await page.click("#resize");
          const taller = 'foxgeese("...|x..|...|..o")';
          assert.equal(await boardNotationOnPage(page), taller);
          assert.equal(
            await shownValue(page),
            formatLoopyGame(parseLoopyGame(taller, { functions: LOOPY_RULESET_FUNCTIONS })),
          );
          // Two rows keep the bottom two: the goose on row 3 is dropped, and the note says so.
          await page.fill("#rows", "2");
          await page.click("#resize");
          assert.equal(await boardNotationOnPage(page), 'foxgeese("...|..o")');
          await page.waitForFunction(
            '/dropped 1 piece.*needs the fox/.test(document.querySelector("[data-testid=message]")?.textContent ?? "")',
          );
          // A board too small for the fox and a goose says so, not the library's refusal.
          await page.fill("#rows", "1");
          await page.fill("#cols", "2");
          await page.click("#resize");
          await page.waitForFunction(
            '/too small/.test(document.querySelector("[data-testid=message]")?.textContent ?? "")',
          );
          assert.ok(await page.isHidden("#result"));
          // A link to a board with a goose on a light square shows the same kind of hint on a
          // reload, with the board there to edit: clearing the goose leaves an empty board.
          await page.goto(`${base}#ruleset=foxgeese&board=${encodeURIComponent(".x.|...|o..")}`);
          await page.reload();
          await page.waitForFunction(
            '/row 3, column 2 stands on a light square/.test(document.querySelector("[data-testid=message]")?.textContent ?? "")',
          );
          assert.ok(await page.isHidden("#result"));
          assert.equal(await boardNotationOnPage(page), 'foxgeese(".x.|...|o..")');
          await page.click("#mode-edit");
          await page.locator("[data-testid=cell]").nth(1).click(); // the goose goes
          assert.equal(await boardNotationOnPage(page), 'foxgeese("...|...|o..")');
          await page.waitForFunction(
            '/needs the fox/.test(document.querySelector("[data-testid=message]")?.textContent ?? "")',
          );
        },
      );

      await t.step(
        "an Amazons move takes three clicks: amazon, landing square, arrow",
        async () => {
          await page.goto(`${base}#ruleset=amazons&board=${encodeURIComponent("x..|...")}`);
          await page.reload();
          assert.equal(await shownValue(page), value('amazons("x..|...")'));
          await page.click("#mode-play");
          await page.click("#side-L");
          const cells = page.locator("[data-testid=cell]");
          await cells.nth(0).click();
          await cells.nth(2).click();
          // Two clicks leave several arrows: nothing is played yet.
          assert.equal(await boardNotationOnPage(page), 'amazons("x..|...")');
          await cells.nth(5).click();
          assert.equal(await shownValue(page), value('amazons("..x|..#")'));
          assert.equal(await boardNotationOnPage(page), 'amazons("..x|..#")');
          await page.screenshot({ path: `${SHOTS}/amazons.png`, fullPage: true });
          await page.click("[data-testid=undo]");
          await shownValue(page);
          await page.click("#side-L");
          // Clicking the amazon's old square again shoots the arrow back there.
          await cells.nth(0).click();
          await cells.nth(2).click();
          await cells.nth(0).click();
          assert.equal(await shownValue(page), value('amazons("#.x|...")'));
          await page.click("#mode-edit");
        },
      );

      await t.step("Kayles' nim-sequence is plotted with its proved period", async () => {
        const start = performance.now();
        await page.goto(`${base}#octal=0.77&heaps=3000`);
        await page.waitForSelector("[data-testid=nim-plot] svg");
        note(`Kayles to 3000 heaps: ${Math.round(performance.now() - start)} ms`);
        const plot = page.locator("[data-testid=nim-plot]");
        assert.equal(await plot.getAttribute("data-period"), "12");
        assert.equal(await plot.getAttribute("data-preperiod"), "71");
        assert.equal(await plot.getAttribute("data-proved"), "true");
        await page.screenshot({ path: `${SHOTS}/heap.png`, fullPage: true });
      });

      await t.step(
        "a bad octal code after Kayles shows its error and nothing of Kayles",
        async () => {
          await page.fill("#octal", "0.7x");
          await page.click("#heap-go");
          await page.waitForSelector("#heap-error:not([hidden])");
          assert.equal(await page.locator("[data-testid=nim-plot]").innerHTML(), "");
          assert.equal(await page.locator("[data-testid=heap-period]").textContent(), "");
          assert.equal(await page.locator("#heap-values").textContent(), "");
          assert.equal(
            await page.locator("[data-testid=nim-plot]").getAttribute("data-period"),
            "",
          );
        },
      );

      await t.step(
        "a 5x5 Domineering board shows progress, stays responsive, then its value",
        async () => {
          await page.goto(
            `${base}#ruleset=domineering&board=${
              encodeURIComponent(".....|.....|.....|.....|.....")
            }`,
          );
          await page.waitForSelector("[data-testid=status]:not([hidden])");
          await page.waitForFunction(
            `(() => { const bar = document.querySelector("[data-testid=progress]");
            return bar !== null && bar.hasAttribute("value") && bar.value > 0; })()`,
          );
          await page.screenshot({ path: `${SHOTS}/progress.png` });
          // The page answers while the worker computes.
          const t0 = performance.now();
          assert.equal(await page.evaluate(() => 1 + 1), 2);
          const lag = performance.now() - t0;
          note(`page answered in ${Math.round(lag)} ms during the 5x5 search`);
          assert.ok(lag < 2000);
          const start = performance.now();
          assert.equal(
            await shownValue(page),
            value('domineering(".....|.....|.....|.....|.....")'),
          );
          note(
            `5x5 Domineering finished ${
              Math.round(performance.now() - start)
            } ms after progress showed`,
          );
        },
      );

      await t.step(
        "cancel stops the worker on a 6x6 board (36 cells) and a new one answers",
        async () => {
          await page.goto(
            `${base}#ruleset=domineering&board=${
              encodeURIComponent("......|......|......|......|......|......")
            }`,
          );
          await page.waitForSelector("[data-testid=status]:not([hidden])");
          await page.click("[data-testid=cancel]");
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          assert.match((await page.textContent("[data-testid=message]")) ?? "", /Cancelled/);
          await page.click("#tab-expr");
          await evaluate(page, "{0|*}");
          assert.equal(await shownValue(page), "^");
        },
      );

      await t.step(
        "a worksheet of three cells with a binding and a sum is kept across a reload",
        async () => {
          await page.goto(`${base}#view=worksheet`);
          await page.waitForSelector("[data-testid=worksheet]");
          // A first visit shows the example sheet, a cake table among its cells.
          await page.waitForSelector("[data-testid=table-plot]");
          assert.equal(await page.locator("[data-testid=cell-row]").count(), 4);
          await page.screenshot({ path: `${SHOTS}/worksheet-first.png`, fullPage: true });
          // A fresh sheet: one empty cell, then three typed cells.
          await page.click("[data-testid=clear-worksheet]");
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          const typed = ['d := domineering("..|..|..")', "h := {2|-1}", "d + h + ^"];
          for (const [i, text] of typed.entries()) {
            if (i > 0) await page.click("[data-testid=add-cell]");
            const input = page.locator("[data-testid=cell-input]").nth(i);
            await input.fill(text);
            const start = performance.now();
            await input.press("Enter");
            await page.waitForFunction(
              `document.querySelectorAll("[data-testid=cell-result]")[${i}]?.dataset.kind !== undefined`,
            );
            note(
              `worksheet of ${i + 1} cells, run after Enter: ${
                Math.round(performance.now() - start)
              } ms`,
            );
          }
          const sum = value('domineering("..|..|..") + {2|-1} + ^');
          const shown = async (i: number) =>
            (await page.locator("[data-testid=cell-value]").nth(i).textContent()) ?? "";
          await page.waitForFunction(
            'document.querySelectorAll("[data-testid=cell-value]").length === 3',
          );
          assert.equal(await shown(0), value('domineering("..|..|..")'));
          assert.equal(await shown(2), sum);
          await page.screenshot({ path: `${SHOTS}/worksheet.png`, fullPage: true });
          // Editing a binding re-runs the cells below it.
          const first = page.locator("[data-testid=cell-input]").nth(1);
          await first.fill("h := 1");
          await first.press("Enter");
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          await page.waitForFunction(
            `document.querySelectorAll("[data-testid=cell-value]")[2]?.textContent === ${
              JSON.stringify(value('domineering("..|..|..") + 1 + ^'))
            }`,
          );
          // Details of the sum show in the result panel.
          await page.locator("[data-testid=cell-details]").nth(2).click();
          assert.equal(await shownValue(page), value('domineering("..|..|..") + 1 + ^'));
          // The sheet is found again after a reload.
          await page.reload();
          await page.waitForFunction(
            'document.querySelectorAll("[data-testid=cell-value]").length === 3',
          );
          const inputs = await page.locator("[data-testid=cell-input]").evaluateAll((es) =>
            es.map((e) => (e as unknown as { value: string }).value)
          );
          assert.deepEqual(inputs, [typed[0], "h := 1", typed[2]]);
          // The sheet downloads as JSON that reads back to the same cells.
          const [saved] = await Promise.all([
            page.waitForEvent("download"),
            page.click("[data-testid=export-json]"),
          ]);
          const exported = await Deno.readTextFile((await saved.path())!);
          assert.deepEqual(readWorksheet(exported), inputs);
          assert.equal(await shown(2), value('domineering("..|..|..") + 1 + ^'));
          // Deleting the binding leaves its user with an unknown name.
          await page.locator("[data-testid=cell-delete]").nth(0).click();
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          await page.waitForFunction(
            '/unknown name "d"/.test(document.querySelectorAll("[data-testid=cell-result]")[1]?.textContent ?? "")',
          );
        },
      );

      await t.step("two boards sent to the worksheet are summed there", async () => {
        await page.goto(`${base}#view=worksheet`);
        await page.waitForSelector("[data-testid=worksheet]");
        await page.click("[data-testid=clear-worksheet]");
        await page.waitForSelector("[data-testid=status]", { state: "hidden" });
        const boards = [["clobber", "xo.|ox."], ["domineering", "..|.."]];
        for (const [ruleset, board] of boards) {
          await page.goto(`${base}#ruleset=${ruleset}&board=${encodeURIComponent(board)}`);
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          await page.click("[data-testid=to-worksheet]");
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
        }
        await page.click("[data-testid=add-cell]");
        const last = page.locator("[data-testid=cell-input]").nth(2);
        await last.fill("p1 + p2");
        await last.press("Enter");
        const sum = value('clobber("xo.|ox.") + domineering("..|..")');
        await page.waitForFunction(
          `document.querySelectorAll("[data-testid=cell-value]")[2]?.textContent === ${
            JSON.stringify(sum)
          }`,
        );
      });

      await t.step("the notation guide evaluates every example to its printed form", async () => {
        await page.goto(`${base}#view=notation`);
        await page.waitForSelector("[data-testid=notation-guide][data-ready=true]");
        const rows = await page.locator("[data-testid=guide-row]").count();
        assert.equal(rows, NOTATION_GUIDE.length);
        const values = await page.locator("[data-testid=guide-value]").allTextContents();
        assert.deepEqual(values, NOTATION_GUIDE.map((e) => e.form));
        await page.screenshot({ path: `${SHOTS}/notation.png`, fullPage: true });
        // An example opens in the Expression view with its value.
        await page.locator("[data-testid=guide-row] code.link").nth(11).click();
        assert.equal(await shownValue(page), NOTATION_GUIDE[11].form);
      });

      await t.step(
        "thermograph labels neither overlap nor clip, on a desktop and a phone-width page",
        async () => {
          const check = `(() => {
            const svg = document.querySelector("[data-testid=thermograph] svg");
            const vb = svg.viewBox.baseVal;
            const boxes = [...svg.querySelectorAll("text")].map((t) => {
              const b = t.getBBox();
              return { x: b.x, y: b.y, w: b.width, h: b.height, text: t.lastChild.textContent };
            });
            const bad = [];
            for (const b of boxes) {
              if (b.x < 0 || b.y < 0 || b.x + b.w > vb.width + 0.5 || b.y + b.h > vb.height + 0.5) {
                bad.push("clipped: " + b.text);
              }
            }
            for (let i = 0; i < boxes.length; i++) {
              for (let j = i + 1; j < boxes.length; j++) {
                const a = boxes[i], b = boxes[j];
                if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h) {
                  bad.push("overlap: " + a.text + " / " + b.text);
                }
              }
            }
            return { bad, shown: svg.getBoundingClientRect().width, page: innerWidth };
          })()`;
          const forms = [
            "{3||2*|1*}",
            "{{5|4||3|2}|{1|0||-1|-2},{7|6}||{-3|-4}|-5,{-6|-7}}",
            "{100|-100}",
            "{1152921504606846976|-1152921504606846976}",
            "{1|-1} + {2|-2} + {3|-3} + {4|-4} + {5|-5}",
          ];
          for (const width of [1200, 375]) {
            await page.setViewportSize({ width, height: 900 });
            for (const form of forms) {
              await page.goto(`${base}#expr=${encodeURIComponent(form)}`);
              await shownValue(page);
              const { bad, shown, page: inner } = await page.evaluate(check) as {
                bad: string[];
                shown: number;
                page: number;
              };
              assert.deepEqual(bad, [], `${form} at ${width} px`);
              assert.ok(
                shown <= inner,
                `${form}: the picture is ${shown} px on a ${inner} px page`,
              );
            }
            await page.screenshot({ path: `${SHOTS}/thermograph-${width}.png`, fullPage: true });
          }
          await page.setViewportSize({ width: 1200, height: 900 });
        },
      );

      await t.step("the thermograph downloads as SVG, PNG and a LaTeX file with TikZ", async () => {
        await page.goto(`${base}#expr=${encodeURIComponent("{3||2*|1*}")}`);
        await shownValue(page);
        const saved = async (testid: string): Promise<Uint8Array> => {
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            page.click(`[data-testid=${testid}]`),
          ]);
          const path = await download.path();
          return await Deno.readFile(path!);
        };
        const svg = new TextDecoder().decode(await saved("export-svg"));
        assert.equal(svg, thermographSvg(parseGame("{3||2*|1*}")));
        const png = await saved("export-png");
        assert.deepEqual([...png.slice(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
        const tex = new TextDecoder().decode(await saved("export-tikz"));
        assert.ok(tex.includes(thermographTikz(parseGame("{3||2*|1*}"))));
        assert.ok(tex.includes(`\\[ G = ${latexForm(parseGame("{3||2*|1*}"))} \\]`));
        assert.match(tex, /\\documentclass\{article\}[\s\S]*\\end\{document\}\n$/);
      });

      await t.step(
        "three moves on a Domineering board with the marks on: each marked move is what the library says",
        async () => {
          await page.goto(
            `${base}#ruleset=domineering&board=${encodeURIComponent("....|....|....")}`,
          );
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          await page.click("#mode-play");
          await page.click("[data-testid=mark-moves]");
          await page.waitForSelector("[data-testid=move-mark]");
          const zero = parseGame("0");
          for (let k = 0; k < 3; k++) {
            await page.waitForSelector("[data-testid=status]", { state: "hidden" });
            const side = k % 2 === 0 ? "L" : "R";
            const marks = await page.locator(`li.move[data-side=${side}] > .node-head`)
              .evaluateAll((heads) =>
                heads.map((h) => [
                  h.querySelector("[data-testid=option-value]")?.textContent ?? "",
                  h.querySelector("[data-testid=move-mark]")?.getAttribute("data-kind") ?? "",
                ])
              );
            assert.ok(marks.length > 0);
            for (const [valueText, kind] of marks) {
              const c = compare(parseGame(valueText), zero);
              const wins = side === "L" ? c === ">" || c === "=" : c === "<" || c === "=";
              assert.equal(kind === "winning", wins, `${side} to ${valueText}: ${kind}`);
            }
            // Play a winning move when there is one.
            const winning = page.locator(
              `li.move[data-side=${side}]:has([data-kind=winning]) > .node-head [data-testid=play]`,
            );
            const any = page.locator(`li.move[data-side=${side}] > .node-head [data-testid=play]`);
            await ((await winning.count()) > 0 ? winning.first() : any.first()).click();
          }
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          await page.screenshot({ path: `${SHOTS}/marked-moves.png`, fullPage: true });
          // Against the computer on a fresh 4x4 board: you move for Left, it answers for Right.
          await page.goto(
            `${base}#ruleset=domineering&board=${encodeURIComponent("....|....|....|....")}`,
          );
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          await page.click("#side-L");
          await page.click("[data-testid=computer-plays]");
          await page.waitForSelector("li.move[data-side=L] [data-testid=play]");
          await page.locator("li.move[data-side=L] > .node-head [data-testid=play]").first()
            .click();
          await page.waitForFunction(
            `/Right \\(the computer\\) played/.test(document.querySelector("[data-testid=message]")?.textContent ?? "")`,
          );
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          // Two moves are on the board: Left's and the computer's (four cells covered).
          const covered = [...(await boardNotationOnPage(page))].filter((c) => c === "#").length;
          assert.equal(covered, 4);
          assert.equal(await page.getAttribute("#side-L", "class"), "left on");
          await page.click("[data-testid=computer-plays]");
        },
      );

      await t.step(
        "a Hackenbush tree drawn by clicks in the graph editor has the library's value",
        () => drawHackenbushTree(page, base),
      );

      await t.step("a link reopens the graph editor's graph, drawn where it was", async () => {
        const url = page.url();
        assert.equal(new URL(url).hash.includes("graph=hackenbush"), true, url);
        const places = () =>
          page.locator("[data-testid=graph-vertex]").evaluateAll((vs) =>
            vs.map((v) => {
              const c = v.querySelector("circle");
              return `${c?.getAttribute("cx")},${c?.getAttribute("cy")}`;
            })
          );
        const before = await places();
        await page.goto(base);
        await page.waitForSelector("body[data-ready=true]");
        await page.goto(url);
        await page.reload();
        await page.waitForSelector("body[data-ready=true]");
        const editor = page.locator("[data-testid=graph-editor]");
        assert.equal(await editor.getAttribute("data-expression"), 'hackenbush("l(l;re)")');
        assert.deepEqual(await places(), before);
        await page.waitForSelector("[data-testid=status]", { state: "hidden" });
        await page.waitForFunction(
          `document.querySelector("[data-testid=graph-value]")?.textContent !== "…"`,
        );
        assert.equal(
          await page.textContent("[data-testid=graph-value]"),
          value('hackenbush("l(l;re)")'),
        );
        // A broken link says why and keeps the editor usable.
        await page.goto(`${base}#graph=hackenbush&g=${encodeURIComponent('{"v":[],"e":[]}')}`);
        await page.reload();
        await page.waitForFunction(
          '/Cannot read graph from link/.test(document.querySelector("[data-testid=message]")?.textContent ?? "")',
        );
      });

      await t.step("a Weighted Arc Kayles vertex takes a typed weight above 9", async () => {
        await page.goto(base);
        await page.waitForSelector("body[data-ready=true]");
        await page.click("#tab-board");
        await page.selectOption("[data-testid=graph-ruleset]", "weightedArcKayles");
        assert.ok(await page.isVisible("[data-testid=graph-weight]"));
        assert.equal(await page.getAttribute("[data-testid=graph-weight]", "max"), "99");
        await page.click("[data-testid=graph-mode-label]");
        await page.fill("[data-testid=graph-weight]", "12");
        await page.locator("[data-testid=graph-vertex]").first().click();
        const editor = page.locator("[data-testid=graph-editor]");
        const expression = (await editor.getAttribute("data-expression")) ?? "";
        assert.match(expression, /\{12\}/);
        await page.waitForSelector("[data-testid=status]", { state: "hidden" });
        await page.waitForFunction(
          `document.querySelector("[data-testid=graph-value]")?.textContent !== "…"`,
        );
        assert.equal(await page.textContent("[data-testid=graph-value]"), value(expression));
        await editor.screenshot({ path: `${SHOTS}/graph-editor-weighted.png` });
        // The link keeps the weight.
        const url = page.url();
        await page.goto(base);
        await page.goto(url);
        await page.reload();
        await page.waitForSelector("body[data-ready=true]");
        assert.equal(await editor.getAttribute("data-expression"), expression);
        await page.click("[data-testid=graph-mode-draw]");
      });

      await t.step(
        "a Digraph Placement position drawn by clicks has arrowheads and the library's value",
        () => drawDigraph(page, base),
      );

      await t.step(
        "play on a sum of two boards with the marks on: each marked winning move wins by the library",
        async () => {
          // Two boards added from the Board view.
          for (const [ruleset, rows] of [["domineering", "...|..."], ["clobber", "xo.|ox."]]) {
            await page.goto(`${base}#ruleset=${ruleset}&board=${encodeURIComponent(rows)}`);
            await page.waitForSelector("[data-testid=status]", { state: "hidden" });
            await page.click("[data-testid=add-to-sum]");
          }
          await page.waitForSelector("[data-testid=sum-component] >> nth=1");
          assert.equal(await page.locator("[data-testid=sum-component]").count(), 2);
          const sumText = 'domineering("...|...") + clobber("xo.|ox.")';
          assert.equal(await page.textContent("[data-testid=sum-expr]"), sumText);
          assert.equal(await shownValue(page), value(sumText));
          await page.click("[data-testid=sum-mark-moves]");
          await page.waitForSelector("[data-testid=move-mark]");
          const zero = parseGame("0");
          for (let k = 0; k < 3; k++) {
            await page.waitForSelector("[data-testid=status]", { state: "hidden" });
            const side = k % 2 === 0 ? "L" : "R";
            const components = readSum(
              new URLSearchParams(new URL(page.url()).hash.slice(1)).get("sum") ?? "[]",
            );
            const forms = components.map((b) =>
              parseGameForm(boardExpression(b), { functions: RULESET_FUNCTIONS })
            );
            const library = winningMoves(forms, side === "L" ? "left" : "right");
            const marks = await page.locator(`li.move[data-side=${side}] > .node-head`)
              .evaluateAll((heads) =>
                heads.map((h) => [
                  h.querySelector("[data-testid=option-value]")?.textContent ?? "",
                  h.querySelector("[data-testid=move-mark]")?.getAttribute("data-kind") ?? "",
                ])
              );
            assert.ok(marks.length > 0);
            for (const [valueText, kind] of marks) {
              const c = compare(parseGame(valueText), zero);
              const wins = side === "L" ? c === ">" || c === "=" : c === "<" || c === "=";
              assert.equal(kind === "winning", wins, `${side} to ${valueText}: ${kind}`);
            }
            assert.equal(marks.filter(([, kind]) => kind === "winning").length, library.length);
            const winning = page.locator(
              `li.move[data-side=${side}]:has([data-kind=winning]) > .node-head [data-testid=play]`,
            );
            const any = page.locator(`li.move[data-side=${side}] > .node-head [data-testid=play]`);
            await ((await winning.count()) > 0 ? winning.first() : any.first()).click();
          }
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          await page.screenshot({ path: `${SHOTS}/sum-play.png`, fullPage: true });
          // Undo and redo walk the play.
          const after = await page.textContent("[data-testid=sum-expr]");
          await page.click("[data-testid=sum-undo]");
          assert.notEqual(await page.textContent("[data-testid=sum-expr]"), after);
          await page.click("[data-testid=sum-redo]");
          assert.equal(await page.textContent("[data-testid=sum-expr]"), after);
          // The computer answers a move on the sum.
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          await page.click("[data-testid=sum-computer-plays]");
          const mover = await page.getAttribute("#view-sum", "data-to-move");
          await page.locator(`li.move[data-side=${mover}] > .node-head [data-testid=play]`).first()
            .click();
          await page.waitForFunction(
            `/the computer/.test(document.querySelector("[data-testid=message]")?.textContent ?? "")`,
          );
          assert.equal(await page.getAttribute("#view-sum", "data-to-move"), mover);
          await page.click("[data-testid=sum-computer-plays]");
        },
      );

      await t.step("the option tree hides non-canonical options: 3x3 Domineering", async () => {
        await page.goto(`${base}#ruleset=domineering&board=${encodeURIComponent("...|...|...")}`);
        await page.waitForSelector("[data-testid=status]", { state: "hidden" });
        const left = page.locator("li.move[data-side=L]");
        assert.equal(await left.count(), 6);
        const roles = await page.locator("li.move[data-side=L] [data-testid=option-role]")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-role")));
        assert.equal(roles.filter((r) => r === "canonical").length, 2);
        assert.equal(roles.filter((r) => r === "dominated").length, 4);
        await page.click("[data-testid=hide-noncanonical]");
        const shown = await left.evaluateAll((els) =>
          els.filter((e) => (e as unknown as { offsetParent: unknown }).offsetParent !== null)
            .length
        );
        assert.equal(shown, 2);
        await page.screenshot({ path: `${SHOTS}/canonical-only.png`, fullPage: true });
        await page.click("[data-testid=hide-noncanonical]");
      });

      await t.step(
        "boards of cakes, heaps, a cake product and a variant show the library's values",
        async () => {
          const table: [string, string, string, string][] = [
            ["cutcake", "3x4", "", "cutcake(3, 4)"],
            ["takeAndBreak", "3,5", "", 'takeAndBreak("0.77", 3, 5)'],
            [
              "cakeProduct",
              "3x4,2x2",
              "",
              'cakeProduct("0.7", "0.7", 3, 4) + cakeProduct("0.7", "0.7", 2, 2)',
            ],
            [
              "domineering",
              "..|..|..",
              "impartialVariant",
              'impartialVariant("domineering", "..|..|..")',
            ],
          ];
          for (const [ruleset, rows, variant, expression] of table) {
            const extra = variant === "" ? "" : `&variant=${variant}`;
            await page.goto(`${base}#ruleset=${ruleset}&board=${encodeURIComponent(rows)}${extra}`);
            assert.equal(await shownValue(page), value(expression), expression);
            assert.equal(await boardNotationOnPage(page), expression);
            await page.screenshot({
              path: `${SHOTS}/board-${ruleset}${variant}.png`,
              fullPage: true,
            });
          }
          // A move on a twisted board leaves the negative of a twisted position, as the library says.
          await page.goto(
            `${base}#ruleset=domineering&board=${
              encodeURIComponent("...|...")
            }&variant=twistedVariant`,
          );
          assert.equal(await shownValue(page), value('twistedVariant("domineering", "...|...")'));
          await page.click("#mode-play");
          await page.locator("li.move[data-side=L] > .node-head [data-testid=play]").first()
            .click();
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          const twisted = await boardNotationOnPage(page);
          assert.match(twisted, /^-twistedVariant\("domineering", /);
          assert.equal(await shownValue(page), value(twisted));
          assert.equal(await page.inputValue("[data-testid=variant]"), "twistedVariant");
          await page.click("#mode-edit");
          // A move on the cakes is played from the option tree.
          await page.goto(`${base}#ruleset=cutcake&board=3x4`);
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          await page.click("#mode-play");
          await page.locator("li.move[data-side=L] > .node-head [data-testid=play]").first()
            .click();
          await page.waitForSelector("[data-testid=status]", { state: "hidden" });
          assert.notEqual(await boardNotationOnPage(page), "cutcake(3, 4)");
        },
      );

      await t.step("the notebook's outputs render", async () => {
        await page.goto(`${base}notebook.html`);
        assert.ok((await page.locator("svg").count()) >= 4);
        await page.screenshot({ path: `${SHOTS}/notebook.png`, fullPage: true });
      });

      await t.step("nothing was loaded from outside 127.0.0.1 and no script failed", () => {
        const outside = requests.filter((u) =>
          !u.startsWith(base) && !u.startsWith("data:") && !u.startsWith("blob:")
        );
        assert.deepEqual(outside, []);
        assert.deepEqual(errors, []);
      });
    } finally {
      await browser.close();
      await server.shutdown();
      await Deno.remove(site, { recursive: true });
    }
  },
});
