/**
 * CGSuite's graph notation (private): one reader and one writer for every game played on a graph
 * (Col, Snort, Arc Kayles, Hackenbush).
 *
 * The grammar, as CGSuite's graph parser reads it (CGSuite's `Graph.Parse` and its tutorial
 * "Games on Graphs"; written anew here):
 * - a graph is components separated by `;` at top level; an empty string is the empty graph;
 * - a component is a vertex followed by a chain of steps; a step is an edge (`-`, or an edge
 *   label such as `l`) followed by a vertex, or a group `( ... ; ... )` of branches that all start
 *   at the current vertex, each branch being a chain of steps; a group ends its chain, so after
 *   `)` comes `;`, `)` or the end;
 * - a vertex is an optional label (such as `L`) or `.`, then an optional name `:A` (a letter or
 *   digit) or `:{name}`; a vertex with neither label, `.` nor name is inferred, so `---` is a path
 *   of four vertices and `(-;-)` a star whose centre is inferred;
 * - every occurrence of a name is the same vertex, and must carry the same label; so `:A--:A`
 *   is two edges between two vertices and `:A-:A` a loop;
 * - spaces are ignored; `{...}` stands for its contents, so `{L}` is the label `L`.
 *
 * CGSuite takes any character after `:` as a name; here a bare name is one letter or digit.
 *
 * @module
 */

/** A graph as written: a label per vertex ("" when unlabelled) and the edges in order. */
export interface NotationGraph {
  /** One label per vertex, in order of first appearance ("" for none). */
  readonly labels: readonly string[];
  /** The edges `[u, v, label]` in order of appearance (`u === v` for a loop, label "" for `-`). */
  readonly edges: readonly (readonly [number, number, string])[];
}

/** What a game's notation allows. */
export interface GraphNotationRules {
  /** The subject of error messages: `Cannot read ${what}: ...` ("Col graph"). */
  readonly what: string;
  /** The vertex labels the game accepts (`["L", "R"]` for Col), each one character. */
  readonly vertexLabels: readonly string[];
  /** The edge labels the game accepts (`["l", "r", "e"]` for Hackenbush), each one character. */
  readonly edgeLabels: readonly string[];
  /** Whether the plain edge `-` is allowed (a hint for the error message when it is not). */
  readonly plainEdge: boolean;
  /** What a plain edge means when it is not allowed, for the message ("l, r or e"). */
  readonly edgeHint: string;
  /** The most vertices the game takes. */
  readonly maxVertices: number;
  /** The longest text the game reads. */
  readonly maxLength: number;
}

interface Token {
  readonly text: string;
  /** 1-based column of the token's first character. */
  readonly column: number;
  /** Whether the token was written in braces. */
  readonly braced: boolean;
}

/** Quotes user input for a message, cut to 80 characters. */
export function quoteInput(text: string): string {
  return text.length <= 80 ? `"${text}"` : `"${text.slice(0, 77)}..." (${text.length} characters)`;
}

function describe(token: Token | undefined): string {
  if (token === undefined) return "the end";
  return token.braced ? `"{${token.text}}"` : `"${token.text}"`;
}

/**
 * Reads a graph in CGSuite's notation.
 *
 * @param text The notation.
 * @param rules What the game allows.
 * @returns The vertices' labels and the edges.
 * @throws {TypeError} If `text` is not a string.
 * @throws {SyntaxError} If it is not in the grammar (the message gives the column).
 * @throws {RangeError} If it is longer than `rules.maxLength` or has more than
 * `rules.maxVertices` vertices.
 */
export function parseGraphNotation(text: unknown, rules: GraphNotationRules): NotationGraph {
  if (typeof text !== "string") {
    throw new TypeError(
      `Cannot read ${rules.what}: expected a string in CGSuite's graph notation, received ${typeof text}`,
    );
  }
  if (text.length > rules.maxLength) {
    throw new RangeError(
      `Cannot read ${rules.what}: at most ${rules.maxLength} characters, received ${text.length}`,
    );
  }
  const fail = (why: string, token: Token | undefined): never => {
    const column = token === undefined ? text.length + 1 : token.column;
    throw new SyntaxError(
      `Cannot read ${rules.what}: ${why} at column ${column}, received ${quoteInput(text)}`,
    );
  };

  // Tokens: one per character, spaces skipped, `{...}` one token.
  const tokens: Token[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === " ") continue;
    if (c === "{") {
      const end = text.indexOf("}", i + 1);
      if (end < 0) fail(`unclosed "{"`, { text: c, column: i + 1, braced: false });
      if (end === i + 1) fail(`empty "{}"`, { text: "{}", column: i + 1, braced: false });
      tokens.push({ text: text.slice(i + 1, end), column: i + 1, braced: true });
      i = end;
    } else {
      tokens.push({ text: c, column: i + 1, braced: false });
    }
  }

  const labels: string[] = [];
  const edges: [number, number, string][] = [];
  const names = new Map<string, number>();
  let at = 0;
  const peek = (): Token | undefined => tokens[at];
  const isPunctuation = (t: Token | undefined, c: string): boolean =>
    t !== undefined && !t.braced && t.text === c;

  /** Reads a vertex (label or `.`, then an optional name), creating it unless named before. */
  const vertex = (): number => {
    let label = "";
    const first = peek();
    if (first !== undefined && rules.vertexLabels.includes(first.text)) {
      label = first.text;
      at++;
    } else if (isPunctuation(first, ".")) {
      at++;
    }
    const colon = peek();
    if (isPunctuation(colon, ":")) {
      at++;
      const name = peek();
      if (name === undefined || (!name.braced && !/^[A-Za-z0-9]$/.test(name.text))) {
        fail(
          `expected a vertex name (a letter, a digit or {name}) after ":", found ${describe(name)}`,
          name,
        );
      }
      at++;
      const key = name!.text;
      const known = names.get(key);
      if (known !== undefined) {
        if (labels[known] !== label) {
          fail(
            `vertex :${name!.braced ? `{${key}}` : key} is labelled ${
              labels[known] === "" ? "nothing" : `"${labels[known]}"`
            } elsewhere but ${
              label === "" ? "nothing" : `"${label}"`
            } here (write the same label at every occurrence)`,
            colon,
          );
        }
        return known;
      }
      names.set(key, labels.length);
    }
    if (labels.length >= rules.maxVertices) {
      throw new RangeError(
        `Cannot read ${rules.what}: a graph has at most ${rules.maxVertices} vertices, received ${
          quoteInput(text)
        }`,
      );
    }
    labels.push(label);
    return labels.length - 1;
  };

  /** Reads an edge symbol; returns its label ("" for `-`). */
  const edge = (): string => {
    const t = peek();
    if (t !== undefined && !t.braced && (t.text === ">" || t.text === "<")) {
      fail(`directed edges are not allowed, found ${describe(t)}`, t);
    }
    if (isPunctuation(t, "-")) {
      if (!rules.plainEdge) fail(`an edge needs a label (${rules.edgeHint}), found "-"`, t);
      at++;
      return "";
    }
    if (t !== undefined && rules.edgeLabels.includes(t.text)) {
      at++;
      return t.text;
    }
    const expected = rules.plainEdge ? `"-"` : rules.edgeHint;
    return fail(`expected an edge (${expected}), "(", ";" or ")", found ${describe(t)}`, t);
  };

  // The chain being written continues from `current`; `closed` after a group ends its chain.
  const groups: { from: number; open: Token }[] = [];
  let current = -1;
  let closed = false;
  if (tokens.length > 0) current = vertex();
  while (at < tokens.length) {
    const t = tokens[at];
    if (isPunctuation(t, "(")) {
      if (closed) fail(`expected ";" or ")" after a group, found "("`, t);
      at++;
      groups.push({ from: current, open: t });
      continue;
    }
    if (isPunctuation(t, ";")) {
      at++;
      closed = false;
      if (groups.length > 0) {
        current = groups[groups.length - 1].from;
      } else if (at < tokens.length) {
        current = vertex();
      }
      continue;
    }
    if (isPunctuation(t, ")")) {
      if (groups.length === 0) fail(`unmatched ")"`, t);
      at++;
      groups.pop();
      closed = true;
      continue;
    }
    if (closed) fail(`expected ";" or ")" after a group, found ${describe(t)}`, t);
    const label = edge();
    const next = vertex();
    edges.push([current, next, label]);
    current = next;
  }
  if (groups.length > 0) {
    fail(`unclosed "(" (opened at column ${groups[groups.length - 1].open.column})`, undefined);
  }
  return { labels, edges };
}

/** A vertex of the tree the writer walks: its children are reached by edges. */
interface WalkNode {
  readonly vertex: number;
  readonly children: { readonly label: string; readonly node: WalkNode }[];
}

/** The name of the k-th named vertex: A..Z, a..z, then `{vk}`. */
function vertexName(k: number): string {
  if (k < 26) return String.fromCharCode(65 + k);
  if (k < 52) return String.fromCharCode(97 + k - 26);
  return `{v${k}}`;
}

function braced(label: string): string {
  return label.length > 1 ? `{${label}}` : label;
}

/**
 * Writes a graph in CGSuite's notation: each component is walked depth first from its
 * lowest-numbered vertex, so vertex 0 comes first (the ground, for Hackenbush); every edge is
 * written once, as a step to a new vertex or to a vertex met before, and the vertices reached
 * more than once are named `:A`, `:B`, ... at every occurrence. Unlabelled vertices are left
 * implicit (a lone one is `.`); an edge with label "" is written `-`.
 *
 * Reading the result back gives the same graph up to the order of vertices and edges.
 *
 * @param graph The labels of the vertices and the edges.
 * @returns The notation; "" for the empty graph.
 */
export function formatGraphNotation(graph: NotationGraph): string {
  const n = graph.labels.length;
  const incident: number[][] = Array.from({ length: n }, () => []);
  graph.edges.forEach(([u, v], e) => {
    incident[u].push(e);
    if (v !== u) incident[v].push(e);
  });
  const used = new Uint8Array(graph.edges.length);
  const seen = new Uint32Array(n);
  const roots: WalkNode[] = [];
  for (let r = 0; r < n; r++) {
    if (seen[r] > 0) continue;
    seen[r] = 1;
    const root: WalkNode = { vertex: r, children: [] };
    roots.push(root);
    // Depth first, with an explicit stack (long stalks must not overflow the call stack).
    const stack: { node: WalkNode; next: number }[] = [{ node: root, next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const list = incident[top.node.vertex];
      while (top.next < list.length && used[list[top.next]]) top.next++;
      if (top.next === list.length) {
        stack.pop();
        continue;
      }
      const e = list[top.next++];
      used[e] = 1;
      const [a, b, label] = graph.edges[e];
      const other = a === top.node.vertex ? b : a;
      const node: WalkNode = { vertex: other, children: [] };
      top.node.children.push({ label, node });
      seen[other]++;
      if (seen[other] === 1) stack.push({ node, next: 0 });
    }
  }
  const names = new Map<number, string>();
  const name = (v: number): string => {
    let s = names.get(v);
    if (s === undefined) {
      s = vertexName(names.size);
      names.set(v, s);
    }
    return s;
  };
  const parts: string[] = [];
  for (const root of roots) {
    let out = "";
    // Work items: a string to write, or a node to write.
    const work: (string | WalkNode)[] = [root];
    while (work.length > 0) {
      const item = work.pop()!;
      if (typeof item === "string") {
        out += item;
        continue;
      }
      out += braced(graph.labels[item.vertex]);
      if (seen[item.vertex] > 1) out += `:${name(item.vertex)}`;
      const kids = item.children;
      if (kids.length === 0) continue;
      const pushKid = (k: { label: string; node: WalkNode }): void => {
        work.push(k.node, k.label === "" ? "-" : braced(k.label));
      };
      if (kids.length === 1) {
        pushKid(kids[0]);
      } else {
        work.push(")");
        for (let i = kids.length - 1; i >= 0; i--) {
          pushKid(kids[i]);
          if (i > 0) work.push(";");
        }
        work.push("(");
      }
    }
    parts.push(out === "" ? "." : out);
  }
  return parts.join(";");
}
