/**
 * Writing an output file the user named, safely: only inside the directory
 * `cgt` was run from (by the file's real location, after symbolic links),
 * only over a regular file, and atomically (a temporary file in the same
 * folder, then renamed into place).
 *
 * @module
 */

/**
 * A file `cgt` refuses to write, for a reason of its own (not an error of
 * the system): its message is the reason.
 */
export class RefusedPathError extends Error {
  /**
   * Creates the error.
   *
   * @param reason Why the file is refused, in words, without a final period.
   */
  constructor(reason: string) {
    super(reason);
    this.name = "RefusedPathError";
  }
}

/** Writes all of `bytes` to `file` (one write may take only some of them). */
async function writeAll(file: Deno.FsFile, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.length;) at += await file.write(bytes.subarray(at));
}

/** Whether `path` is `root` or lies under it (both real, absolute paths). */
function isWithin(path: string, root: string): boolean {
  const base = root.replace(/[\\/]+$/, "");
  return path === root || path.startsWith(`${base}/`) || path.startsWith(`${base}\\`) ||
    base === "";
}

/**
 * Writes `text` to the file at `path` (relative paths are taken from the
 * process's working directory), inside the directory `root`:
 *
 * - the folder that holds the file must exist and be, once every symbolic
 *   link is followed, `root` or a folder under it;
 * - the file itself must be absent, or a regular file (a symbolic link, a
 *   directory, a FIFO or a device is refused, so nothing blocks or escapes);
 * - the text (a string, or chunks of bytes written one at a time as the
 *   iterable makes them, so that a large file need not be in memory whole)
 *   goes to a new temporary file in that folder, which then takes the
 *   file's place in one step: with `createNew` by a hard link that fails when
 *   the file exists, otherwise by a rename that replaces it. A reader, and
 *   another writer at the same time, sees the old file or a whole new one.
 *
 * Needs read and write permission of the folder (Deno asks read permission
 * to follow links, stat and rename). When a step fails (a write, the chunks'
 * iterable throwing, the rename), the temporary file is removed and the file at
 * `path` is left as it was: never half written.
 *
 * @param root The directory the file must be in (the one the user ran `cgt` from).
 * @param path Where to write.
 * @param text What to write: a string (as UTF-8), or the chunks of bytes.
 * @param options `createNew`: fail with `Deno.errors.AlreadyExists` when the file exists
 *   (default: false, replace it).
 * @throws {RefusedPathError} If the file is outside `root` or not a regular file.
 * @throws {Deno.errors.AlreadyExists} With `createNew`, if the file exists.
 * @throws {Deno.errors.IsADirectory} If the path names a directory.
 * @throws {Deno.errors.NotFound} If the folder does not exist.
 * @example Writing a drawing, then refusing to overwrite it
 * ```ts
 * import assert from "node:assert/strict";
 * import { writeFileInside } from "./write_file.ts";
 *
 * const dir = await Deno.makeTempDir();
 * await writeFileInside(dir, `${dir}/t.svg`, "<svg/>", { createNew: true });
 * assert.equal(await Deno.readTextFile(`${dir}/t.svg`), "<svg/>");
 * await assert.rejects(
 *   () => writeFileInside(dir, `${dir}/t.svg`, "<svg/>", { createNew: true }),
 *   Deno.errors.AlreadyExists,
 * );
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function writeFileInside(
  root: string,
  path: string,
  text: string | Iterable<Uint8Array>,
  options: { createNew?: boolean } = {},
): Promise<void> {
  const cut = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  const folder = cut < 0 ? "." : cut === 0 ? "/" : path.slice(0, cut);
  const name = path.slice(cut + 1);
  if (name === "" || name === "." || name === "..") {
    throw new Deno.errors.IsADirectory(`Is a directory: ${path}`);
  }
  // The kernel's own reading of the folder: every link followed, every ".." taken.
  const realFolder = await Deno.realPath(folder);
  const realRoot = await Deno.realPath(root);
  if (!isWithin(realFolder, realRoot)) {
    throw new RefusedPathError(
      "its real location is outside the directory cgt was run from (a symbolic link leads out)",
    );
  }
  const target = `${realFolder.replace(/[\\/]+$/, "")}/${name}`;
  let existing: Deno.FileInfo | undefined;
  try {
    existing = await Deno.lstat(target);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  if (existing !== undefined) {
    if (existing.isSymlink) {
      throw new RefusedPathError("it is a symbolic link (cgt replaces only regular files)");
    }
    if (existing.isDirectory) throw new Deno.errors.IsADirectory(`Is a directory: ${path}`);
    if (!existing.isFile) {
      throw new RefusedPathError("it is not a regular file (a FIFO, socket or device)");
    }
    if (options.createNew) throw new Deno.errors.AlreadyExists(`File exists: ${path}`);
  }
  const temporary = `${realFolder.replace(/[\\/]+$/, "")}/.cgt-${crypto.randomUUID()}.tmp`;
  const file = await Deno.open(temporary, { write: true, createNew: true });
  let placed = false;
  try {
    try {
      if (typeof text === "string") {
        await writeAll(file, new TextEncoder().encode(text));
      } else {
        for (const chunk of text) await writeAll(file, chunk);
      }
    } finally {
      file.close();
    }
    if (options.createNew) {
      await Deno.link(temporary, target);
    } else {
      await Deno.rename(temporary, target);
      placed = true;
    }
  } finally {
    if (!placed) await Deno.remove(temporary).catch(() => {});
  }
}
