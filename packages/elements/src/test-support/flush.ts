// Lets elements settle after something they await (a stand-in wallet's promise, a timer of 0, a render
// that starts another): a few turns of the event loop, each followed by the elements' pending renders.

/** Anything with Lit's `updateComplete` (a plain element has none and is simply waited for). */
type Renders = Element & { updateComplete?: Promise<boolean> };

/** Five turns of the event loop, after each of which every given element has finished rendering. */
export async function flush(...els: Renders[]): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await Promise.all(els.map((el) => el.updateComplete));
  }
}
