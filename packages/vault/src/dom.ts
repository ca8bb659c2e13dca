/** Small DOM builders: text only (never HTML), so nothing handed to the frame can become markup. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The view root, emptied. */
export function view(): HTMLElement {
  const root = document.getElementById('view')!;
  root.replaceChildren();
  return root;
}
