/**
 * The few DOM helpers the page's views share: making an element, and offering a file for download.
 *
 * @module
 */

/// <reference lib="dom" />

/**
 * Makes an element with attributes (`class` sets the class name) and children.
 *
 * @param tag The tag name.
 * @param attrs The attributes.
 * @param children Nodes or text.
 * @returns The element.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

/**
 * Offers `blob` to the user as a file named `name` (a link clicked, then its URL released).
 *
 * @param name The file name.
 * @param blob The contents.
 */
export function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
