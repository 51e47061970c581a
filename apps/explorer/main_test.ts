import assert from "node:assert/strict";
import { build, main, serveFile } from "./main.ts";

Deno.test("build() writes a static site that loads nothing from the network", async () => {
  const out = await Deno.makeTempDir({ prefix: "cgt-explorer-build-" });
  try {
    const files = (await build(out)).map((f) => f.slice(out.length + 1)).sort();
    assert.deepEqual(files, ["index.html", "page.js", "style.css", "worker.js"]);
    const html = await Deno.readTextFile(`${out}/index.html`);
    assert.ok(!/(src|href)="(https?:)?\/\//.test(html));
    for (const name of ["page.js", "worker.js"]) {
      const js = await Deno.readTextFile(`${out}/${name}`);
      assert.ok(!/\bimport\s*\(?\s*["']https?:/.test(js), `${name} imports from the network`);
      assert.ok(!/from\s*["']/.test(js), `${name} is not self-contained`);
    }
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("serveFile() serves only the site's own files", async (t) => {
  const root = await Deno.makeTempDir({ prefix: "cgt-explorer-serve-" });
  await Deno.writeTextFile(`${root}/index.html`, "<p>hi</p>");
  await Deno.writeTextFile(`${root}/page.js`, "1");
  const get = (path: string) => serveFile(root, new Request(`http://127.0.0.1${path}`));
  try {
    await t.step("/ is index.html", async () => {
      const r = await get("/");
      assert.equal(r.status, 200);
      assert.equal(r.headers.get("content-type"), "text/html; charset=utf-8");
      assert.equal(await r.text(), "<p>hi</p>");
    });
    await t.step("scripts get a JavaScript type", async () => {
      const r = await get("/page.js");
      assert.equal(r.headers.get("content-type"), "text/javascript; charset=utf-8");
      await r.body?.cancel();
    });
    for (const path of ["/missing.js", "/%2e%2e/etc/passwd", "/.env", "/a/b.js"]) {
      await t.step(`${path} is 404`, async () => {
        const r = await get(path);
        assert.equal(r.status, 404);
        await r.body?.cancel();
      });
    }
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("main() rejects usage mistakes with exit code 2", async () => {
  assert.equal(await main(["launch"]), 2);
  assert.equal(await main(["serve", "--port", "http"]), 2);
  assert.equal(await main(["build", "--colour"]), 2);
  assert.equal(await main(["build", "--help"]), 0);
});
