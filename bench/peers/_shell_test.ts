import assert from "node:assert/strict";
import { shellSplit } from "./_shell.ts";

Deno.test("shellSplit() splits workloads.tsv commands like a shell", () => {
  assert.deepEqual(shellSplit(`value 'domineering("..|..")' --json`), [
    "value",
    'domineering("..|..")',
    "--json",
  ]);
  assert.deepEqual(shellSplit("grundy octal 0.77 --to 400"), [
    "grundy",
    "octal",
    "0.77",
    "--to",
    "400",
  ]);
  assert.deepEqual(shellSplit(`value ''`), ["value", ""]);
  assert.throws(() => shellSplit("value 'x"), SyntaxError);
});
