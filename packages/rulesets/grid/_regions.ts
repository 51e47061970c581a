/**
 * The connected regions of a rectangular board under a set of steps, with their bounding boxes:
 * the shared first half of splitting a board into independent parts (Sheep; King Dirt counts
 * empty cells and kings as it fills, on scratch arrays of its own, being searched far more often).
 *
 * @module
 */

/** A region: its cells (indices `row * cols + col`) and the box that holds them. */
export interface GridRegion {
  readonly cells: readonly number[];
  readonly row0: number;
  readonly col0: number;
  readonly rows: number;
  readonly cols: number;
}

/**
 * The regions of the cells for which `open(i)` holds, connected by `steps` (row and column
 * offsets), in order of their first cell.
 */
export function gridRegions(
  rows: number,
  cols: number,
  steps: readonly (readonly [number, number])[],
  open: (i: number) => boolean,
): GridRegion[] {
  const seen = new Uint8Array(rows * cols);
  const regions: GridRegion[] = [];
  for (let start = 0; start < rows * cols; start++) {
    if (seen[start] || !open(start)) continue;
    const cells: number[] = [];
    const stack = [start];
    seen[start] = 1;
    let r0 = rows, r1 = -1, c0 = cols, c1 = -1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      cells.push(i);
      const r = Math.floor(i / cols);
      const c = i % cols;
      r0 = Math.min(r0, r);
      r1 = Math.max(r1, r);
      c0 = Math.min(c0, c);
      c1 = Math.max(c1, c);
      for (const [dr, dc] of steps) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
        const j = nr * cols + nc;
        if (seen[j] || !open(j)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    regions.push({ cells, row0: r0, col0: c0, rows: r1 - r0 + 1, cols: c1 - c0 + 1 });
  }
  return regions;
}

/** Where cell `i` of a board `cols` wide lands in the box of `region`. */
export function indexInRegion(region: GridRegion, cols: number, i: number): number {
  return (Math.floor(i / cols) - region.row0) * region.cols + (i % cols) - region.col0;
}
