import assert from "node:assert/strict";
import { build, bundleError, main, serveFile } from "./main.ts";

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
      // No import or re-export statement is left (text that only mentions one, such as the
      // worksheet's notebook cells, is no statement).
      assert.ok(
        !/(?:^|[;\n}])\s*(?:import|export)\b[^;"'`]*?\bfrom\s*["']/.test(js),
        `${name} is not self-contained`,
      );
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
    await t.step(
      "a file whose extension is an Object.prototype name gets the generic type",
      async () => {
        for (const name of [...Object.getOwnPropertyNames(Object.prototype), "__proto__"]) {
          await Deno.writeTextFile(`${root}/x.${name}`, "x");
          const r = await get(`/x.${name}`);
          assert.equal(r.status, 200, name);
          assert.equal(r.headers.get("content-type"), "application/octet-stream", name);
          await r.body?.cancel();
        }
      },
    );
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

Deno.test("explore reports a port in use as one error line with exit code 1", async () => {
  // The port is held by another process (the tests run without network permission).
  const holder = new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      `Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: ({ port }) => console.log(port) },
        () => new Response());`,
    ],
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const out = await Deno.makeTempDir();
  const reader = holder.stdout.pipeThrough(new TextDecoderStream()).getReader();
  try {
    let first = "";
    while (!first.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) break;
      first += value;
    }
    const port = Number(first.trim());
    assert.ok(port > 0, `no port from the holder: ${first}`);
    const main = new URL("./main.ts", import.meta.url).pathname;
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", main, "serve", "--port", String(port), "--out", out],
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(code, 1);
    assert.equal(new TextDecoder().decode(stdout), "");
    assert.equal(
      new TextDecoder().decode(stderr),
      `error: cannot serve on 127.0.0.1:${port}: the port is in use (choose another with --port)\n`,
    );
  } finally {
    holder.kill();
    await reader.cancel();
    await holder.status;
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("explore:build takes a relative --out from the directory the task was run in", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const root = new URL("../../", import.meta.url).pathname;
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["task", "--config", `${root}deno.json`, "explore:build", "--out", "site"],
      cwd: dir,
      clearEnv: true,
      // A fresh environment (an INIT_CWD inherited from an enclosing task would win).
      env: Object.fromEntries(
        [["NO_COLOR", "1"], ...["PATH", "HOME", "DENO_DIR"].map((k) => [k, Deno.env.get(k)])]
          .filter(([, v]) => v !== undefined),
      ),
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(code, 0, new TextDecoder().decode(stderr));
    assert.ok((await Deno.stat(`${dir}/site/index.html`)).isFile);
    assert.ok((await Deno.stat(`${dir}/site/worker.js`)).isFile);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("bundleError() keeps the first line of deno bundle's error and explains a failed fetch", () => {
  const offline =
    "\x1b[1merror\x1b[0m: Failed loading https://registry.npmjs.org/@esbuild%2flinux-x64" +
    ' for package "@esbuild/linux-x64"\n\nCaused by:\n    dns error\n\nStack backtrace:\n   0: <unknown>\n';
  assert.equal(
    bundleError(new TextEncoder().encode(offline)),
    'Failed loading https://registry.npmjs.org/@esbuild%2flinux-x64 for package "@esbuild/linux-x64"' +
      " (the first build fetches esbuild, which deno bundle uses, from the npm registry)",
  );
  assert.equal(
    bundleError(new TextEncoder().encode('error: Module not found "x.ts".\n    at y.ts:1:8\n')),
    'Module not found "x.ts".',
  );
});
