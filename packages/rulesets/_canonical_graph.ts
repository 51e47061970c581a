/**
 * Canonical labelling of small vertex- and edge-coloured graphs (private), for position keys that
 * are equal exactly when two positions are isomorphic.
 *
 * The method is individualisation and refinement, the scheme of McKay's nauty (McKay and
 * Piperno, "Practical graph isomorphism, II", 2014) in a simple form, written anew here. A
 * partition of the vertices into ordered cells starts from the vertex colours; refinement splits
 * each cell by a hash of the cells (and edge weights) its vertices see, until nothing splits;
 * while some cell has more than one vertex, each of its vertices in turn is put in a cell of its
 * own and the refinement runs again; every discrete partition reached orders the vertices, and
 * the key is the least certificate (the graph written in that order) over all of them.
 *
 * Why the key is canonical: every step is a function of the graph and the partition alone, not of
 * the vertex numbers (a hash collision only leaves a cell coarser, which costs search, not
 * correctness), so relabelling the graph relabels the whole search tree and leaves the set of
 * certificates unchanged. Two vertices of a target cell that are twins (the same colour and the
 * same weighted neighbours apart from each other) are swapped by an automorphism that fixes
 * everything individualised so far, so their subtrees give the same certificates and only one
 * of each twin class is tried: complete graphs, stars and complete bipartite graphs cost one
 * branch per level.
 *
 * The search is bounded: past {@link MAX_SEARCH_NODES} nodes (8 for graphs of more than 64
 * vertices, whose refinements cost more) the key falls back to the certificate of the given
 * numbering, marked so that it can never equal a canonical key.
 * Positions with such keys are still right, only not merged with their isomorphic copies.
 *
 * @module
 */

import { chargeWork as charge } from "./_work.ts";

/** The most search nodes one canonical key may visit before it falls back. */
export const MAX_SEARCH_NODES = 256;

/** The bound on search nodes for graphs of more than 64 vertices, whose refinements cost more. */
const MAX_LARGE_SEARCH_NODES = 8;

/**
 * A graph for labelling, in compressed sparse rows: the neighbours of `v` are
 * `targets[offsets[v] .. offsets[v + 1]]` (each `u !== v` at most once, the relation symmetric),
 * with positive `weights` in the same places (all 1 when absent, the same seen from both ends);
 * `colour[v]` is a non-negative integer below 2^31 (vertex colours, loops, any per-vertex state).
 */
export interface LabellingGraph {
  readonly colour: ArrayLike<number>;
  readonly offsets: ArrayLike<number>;
  readonly targets: ArrayLike<number>;
  readonly weights?: ArrayLike<number>;
}

/** A fresh array of `n` zeros (plain arrays: small typed arrays cost more to allocate). */
function zeros(n: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(0);
  return a;
}

/** A 32-bit mixing function (a murmur-style finaliser). */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return x ^ (x >>> 16);
}

function compareInt(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}

/** Writes a certificate as UTF-16 code units: small numbers as one unit, others escaped. */
function encode(cert: readonly number[]): string {
  const units: number[] = [];
  for (let i = 0; i < cert.length; i++) {
    const x = cert[i] + 1; // the terminator -1 becomes 0
    if (x < 0xf000) units.push(x);
    else units.push(0xffff, x >>> 16, x & 0xffff);
  }
  let s = "";
  for (let i = 0; i < units.length; i += 8192) {
    s += String.fromCharCode(...units.slice(i, i + 8192));
  }
  return s;
}

/**
 * Returns a key of `graph` that is equal for two graphs exactly when they are isomorphic (a
 * bijection of the vertices that keeps colours, adjacency and weights), as a string of UTF-16 code
 * units. Keys of graphs whose search exceeded {@link MAX_SEARCH_NODES} start with "F" and are
 * equal only for identical numbered graphs; canonical keys start with "C".
 *
 * Cost: each refinement pass is O(n + m) plus sorting within cells, at most n passes per node;
 * nodes are few unless the graph has symmetry that twins do not explain, and at most
 * {@link MAX_SEARCH_NODES}.
 */
export function canonicalGraphKey(graph: LabellingGraph): string {
  const { colour, offsets, targets } = graph;
  const weights = graph.weights;
  const n = colour.length;
  if (n > 2 && targets.length === 2 * (n - 1)) {
    const tree = canonicalTreeKey(graph);
    if (tree !== undefined) return tree;
  }
  const certLength = 2 * n + 2 * targets.length / 2;

  // The initial partition: vertices by colour, cells in increasing colour.
  const order0 = zeros(n);
  for (let i = 0; i < n; i++) order0[i] = i;
  order0.sort((a, b) => colour[a] - colour[b] || a - b);
  const cell0 = zeros(n);
  const end0 = zeros(n);
  for (let i = 0; i < n;) {
    let j = i + 1;
    while (j < n && colour[order0[j]] === colour[order0[i]]) j++;
    for (let k = i; k < j; k++) cell0[order0[k]] = i;
    end0[i] = j;
    i = j;
  }

  const signature = zeros(n);
  /** Refines a partition in place until no cell splits. */
  const refine = (order: number[], cell: number[], end: number[]): void => {
    for (;;) {
      charge(n + targets.length);
      for (let v = 0; v < n; v++) {
        let s = 0;
        for (let k = offsets[v]; k < offsets[v + 1]; k++) {
          const w = weights === undefined ? 1 : weights[k];
          s = (s + mix(Math.imul(cell[targets[k]] + 1, 0x9e3779b1) ^ w)) | 0;
        }
        signature[v] = s;
      }
      let changed = false;
      for (let s = 0; s < n;) {
        const e = end[s];
        if (e - s > 1) {
          // Insertion sort of the cell by signature (cells are small).
          for (let i = s + 1; i < e; i++) {
            const v = order[i];
            const sv = signature[v];
            let j = i - 1;
            while (j >= s && signature[order[j]] > sv) {
              order[j + 1] = order[j];
              j--;
            }
            order[j + 1] = v;
            charge(i - j);
          }
          let groupStart = s;
          for (let i = s + 1; i < e; i++) {
            if (signature[order[i]] !== signature[order[i - 1]]) {
              end[groupStart] = i;
              groupStart = i;
              changed = true;
            }
          }
          end[groupStart] = e;
          let g = s;
          for (let i = s; i < e; i++) {
            if (i === end[g]) g = i;
            cell[order[i]] = g;
          }
        }
        s = e;
      }
      if (!changed) return;
    }
  };

  /** The certificate of a discrete partition (`cell[v]` is the position of `v`). */
  const certificate = (order: readonly number[], cell: readonly number[]): number[] => {
    charge(certLength);
    const cert = zeros(certLength);
    let c = 0;
    for (let i = 0; i < n; i++) {
      const v = order[i];
      cert[c++] = colour[v];
      const first = c;
      for (let k = offsets[v]; k < offsets[v + 1]; k++) {
        const j = cell[targets[k]];
        if (j <= i) continue;
        const w = weights === undefined ? 1 : weights[k];
        // Insertion into the pairs written so far for this vertex, by position.
        let at = c;
        while (at > first && cert[at - 2] > j) {
          cert[at] = cert[at - 2];
          cert[at + 1] = cert[at - 1];
          at -= 2;
        }
        cert[at] = j;
        cert[at + 1] = w;
        c += 2;
      }
      cert[c++] = -1;
    }
    return cert;
  };

  const stamp = zeros(n);
  const seenWeight = zeros(n);
  let stampNow = 0;
  /** Whether `u` and `v` (same colour) have the same weighted neighbours apart from each other. */
  const twins = (u: number, v: number): boolean => {
    if (offsets[u + 1] - offsets[u] !== offsets[v + 1] - offsets[v]) return false;
    stampNow++;
    let expected = 0;
    for (let k = offsets[u]; k < offsets[u + 1]; k++) {
      const x = targets[k];
      if (x === v) continue;
      stamp[x] = stampNow;
      seenWeight[x] = weights === undefined ? 1 : weights[k];
      expected++;
    }
    let count = 0;
    for (let k = offsets[v]; k < offsets[v + 1]; k++) {
      const x = targets[k];
      if (x === u) continue;
      if (stamp[x] !== stampNow || seenWeight[x] !== (weights === undefined ? 1 : weights[k])) {
        return false;
      }
      count++;
    }
    return count === expected;
  };

  let best: number[] | undefined;
  let nodes = 0;
  let exceeded = false;
  // Depth first over the search tree, with an explicit stack of partitions still to explore.
  const stack: number[][][] = [[order0, cell0, end0]];
  const tried: number[] = [];
  while (stack.length > 0) {
    const [order, cell, end] = stack.pop()!;
    if (++nodes > (n > 64 ? MAX_LARGE_SEARCH_NODES : MAX_SEARCH_NODES)) {
      exceeded = true;
      break;
    }
    refine(order, cell, end);
    let target = -1;
    for (let s = 0; s < n; s = end[s]) {
      if (end[s] - s > 1) {
        target = s;
        break;
      }
    }
    if (target < 0) {
      const cert = certificate(order, cell);
      if (best === undefined || compareInt(cert, best) < 0) best = cert;
      continue;
    }
    const e = end[target];
    tried.length = 0;
    for (let i = target; i < e; i++) {
      const v = order[i];
      if (tried.some((u) => twins(u, v))) continue;
      tried.push(v);
      // Individualise v: it alone opens the cell, the others follow in a second cell.
      charge(3 * n);
      const childOrder = order.slice();
      const childCell = cell.slice();
      const childEnd = end.slice();
      let k = target + 1;
      for (let j = target; j < e; j++) {
        const u = order[j];
        if (u !== v) {
          childOrder[k++] = u;
          childCell[u] = target + 1;
        }
      }
      childOrder[target] = v;
      childCell[v] = target;
      childEnd[target] = target + 1;
      childEnd[target + 1] = e;
      stack.push([childOrder, childCell, childEnd]);
    }
  }
  if (exceeded || best === undefined) {
    // The given numbering as a discrete partition: exact, but not shared with isomorphic graphs.
    const order = zeros(n);
    for (let i = 0; i < n; i++) order[i] = i;
    return "F" + encode(certificate(order, order));
  }
  return "C" + encode(best);
}

/**
 * The key of a graph that is a tree (connected, n - 1 edges), or `undefined` when it is not
 * connected: the Aho-Hopcroft-Ullman encoding (The Design and Analysis of Computer Algorithms,
 * 1974, the tree isomorphism algorithm) rooted at the centre, written anew. Vertices are given
 * integer names level by level from the leaves up: at each height, the distinct signatures (the
 * vertex colour and the sorted list of its children's weights and names) are sorted and numbered
 * in that order; the key is the tables of signatures, height by height, and the root's name. With
 * two centres the root is a virtual vertex over the central edge. Linear up to the sorting: a
 * path of n vertices costs O(n log n), where colour refinement would take n/2 passes.
 */
function canonicalTreeKey(graph: LabellingGraph): string | undefined {
  const { colour, offsets, targets } = graph;
  const weights = graph.weights;
  const n = colour.length;
  charge(4 * (n + targets.length));
  const w = (k: number): number => (weights === undefined ? 1 : weights[k]);
  // The centre: peel leaves layer by layer.
  const degree = new Int32Array(n);
  for (let v = 0; v < n; v++) degree[v] = offsets[v + 1] - offsets[v];
  let layer: number[] = [];
  for (let v = 0; v < n; v++) {
    if (degree[v] === 0) return undefined; // an isolated vertex: not connected
    if (degree[v] === 1) layer.push(v);
  }
  let remaining = n;
  const peeled = new Uint8Array(n);
  while (remaining > 2) {
    const next: number[] = [];
    for (const v of layer) {
      peeled[v] = 1;
      remaining--;
      for (let k = offsets[v]; k < offsets[v + 1]; k++) {
        const u = targets[k];
        if (!peeled[u] && --degree[u] === 1) next.push(u);
      }
    }
    if (next.length === 0 && remaining > 2) return undefined;
    layer = next;
  }
  const centres: number[] = [];
  for (let v = 0; v < n; v++) if (!peeled[v]) centres.push(v);
  // Root at the centre (or both centres under a virtual root), breadth first.
  const parent = new Int32Array(n).fill(-1);
  const parentWeight = new Int32Array(n);
  const order: number[] = [...centres];
  for (const c of centres) parent[c] = c;
  if (centres.length === 2) {
    for (let k = offsets[centres[0]]; k < offsets[centres[0] + 1]; k++) {
      if (targets[k] === centres[1]) parentWeight[centres[0]] = parentWeight[centres[1]] = w(k);
    }
  }
  for (let i = 0; i < order.length; i++) {
    const v = order[i];
    for (let k = offsets[v]; k < offsets[v + 1]; k++) {
      const u = targets[k];
      if (parent[u] >= 0) continue;
      parent[u] = v;
      parentWeight[u] = w(k);
      order.push(u);
    }
  }
  if (order.length !== n) return undefined;
  // Heights, then names level by level.
  const height = new Int32Array(n);
  for (let i = n - 1; i >= centres.length; i--) {
    const v = order[i];
    height[parent[v]] = Math.max(height[parent[v]], height[v] + 1);
  }
  const children: number[][] = Array.from({ length: n }, () => []);
  for (let i = centres.length; i < n; i++) children[parent[order[i]]].push(order[i]);
  const name = new Int32Array(n);
  // Vertices by height (a counting sort), then each level named in order of signature.
  const top = height[centres[0]];
  const start = new Int32Array(top + 2);
  for (let v = 0; v < n; v++) start[height[v] + 1]++;
  for (let h = 0; h <= top; h++) start[h + 1] += start[h];
  const byHeight = new Int32Array(n);
  const fill = start.slice(0, top + 1);
  for (let v = 0; v < n; v++) byHeight[fill[height[v]]++] = v;
  const signature: string[] = Array.from({ length: n }, () => "");
  const tables: string[] = [];
  let named = 0;
  for (let h = 0; h <= top; h++) {
    const level = Array.from(byHeight.subarray(start[h], start[h + 1]));
    for (const v of level) {
      const kids = children[v];
      if (kids.length === 0) signature[v] = `${colour[v]}`;
      else if (kids.length === 1) {
        signature[v] = `${colour[v]}:${parentWeight[kids[0]]}.${name[kids[0]]}`;
      } else {
        const parts = kids.map((u) => parentWeight[u] * 0x100000 + name[u]).sort((a, b) => a - b);
        signature[v] = `${colour[v]}:${parts.join(",")}`;
      }
      charge(signature[v].length);
    }
    if (level.length > 1) {
      level.sort((
        a,
        b,
      ) => (signature[a] < signature[b] ? -1 : signature[a] > signature[b] ? 1 : 0));
    }
    let table = "";
    for (let i = 0; i < level.length; i++) {
      const v = level[i];
      if (i > 0 && signature[v] === signature[level[i - 1]]) {
        name[v] = name[level[i - 1]];
      } else {
        name[v] = named++;
        table += i > 0 ? `;${signature[v]}` : signature[v];
      }
    }
    tables.push(table);
  }
  const root = centres.length === 1
    ? `${name[centres[0]]}`
    : `${parentWeight[centres[0]]}/${
      [name[centres[0]], name[centres[1]]].sort((a, b) => a - b).join(",")
    }`;
  return `T${tables.join("|")}#${root}`;
}
