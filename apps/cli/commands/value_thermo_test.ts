import assert from "node:assert/strict";
import { cgt } from "../testing.ts";

Deno.test("cgt value --thermo prints the mean, temperature and stops", async (t) => {
  const result = await cgt(["value", "{3||2*|1*}", "--thermo"]);
  assert.equal(result.code, 0);
  assert.equal(result.stderr, "");
  assert.equal(
    result.stdout,
    "value {3||2*|1*}\noutcome L (Left wins)\nmean 9/4\ntemperature 3/4\nleft stop 3\nright stop 2\n",
  );
  await t.assertSnapshot((await cgt(["value", "{2|-1}", "--thermo"])).stdout);
});

Deno.test("cgt value --thermo --json adds the four fields as strings", async (t) => {
  const rows: [string, Record<string, string>][] = [
    ["{3||2*|1*}", { mean: "9/4", temperature: "3/4", leftStop: "3", rightStop: "2" }],
    ["{2|-1}", { mean: "1/2", temperature: "3/2", leftStop: "2", rightStop: "-1" }],
    ["+-1", { mean: "0", temperature: "1", leftStop: "1", rightStop: "-1" }],
    ["^*", { mean: "0", temperature: "0", leftStop: "0", rightStop: "0" }],
    ["3/8", { mean: "3/8", temperature: "-1/8", leftStop: "3/8", rightStop: "3/8" }],
    ["-5", { mean: "-5", temperature: "-1", leftStop: "-5", rightStop: "-5" }],
  ];
  for (const [expr, expected] of rows) {
    const result = await cgt(["value", expr, "--thermo", "--json"]);
    assert.equal(result.code, 0);
    const doc = JSON.parse(result.stdout);
    assert.deepEqual(
      {
        mean: doc.mean,
        temperature: doc.temperature,
        leftStop: doc.leftStop,
        rightStop: doc.rightStop,
      },
      expected,
    );
    assert.deepEqual(Object.keys(doc), [
      "value",
      "outcome",
      "mean",
      "temperature",
      "leftStop",
      "rightStop",
    ]);
  }
  await t.assertSnapshot((await cgt(["value", "{3||2*|1*}", "--thermo", "--json"])).stdout);
  await t.assertSnapshot((await cgt(["value", "{5|1} + {2|-1}", "--thermo", "--json"])).stdout);
  // Without --thermo the document is unchanged.
  assert.deepEqual(Object.keys(JSON.parse((await cgt(["value", "{2|-1}", "--json"])).stdout)), [
    "value",
    "outcome",
  ]);
});

Deno.test("cgt value --svg writes the thermograph", async () => {
  const result = await cgt(["value", "{2|-1}", "--svg", "switch.svg"]);
  assert.equal(result.code, 0);
  assert.equal(
    result.stdout,
    "value {2|-1}\noutcome N (the first player wins)\nthermograph written to switch.svg\n",
  );
  const svg = result.files.get("switch.svg")!;
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg, /mean 1\/2, temperature 3\/2/);
  // With --json the SVG is still written and stdout holds exactly one JSON document.
  const json = await cgt(["value", "{2|-1}", "--svg", "a.svg", "--json", "--thermo"]);
  assert.equal(json.code, 0);
  assert.equal(JSON.parse(json.stdout).temperature, "3/2");
  assert.ok(json.files.has("a.svg"));
});

Deno.test("cgt value --svg without a file is a usage error", async () => {
  const result = await cgt(["value", "{2|-1}", "--svg"]);
  assert.equal(result.code, 2);
  assert.equal(result.stdout, "");
  assert.equal(result.stderr.trim().split("\n").length, 1);
  assert.match(result.stderr, /^error: /);
});
