import { PersonIntent } from './intent.js';

/** How long the whole view must have been visible, unmoved, before a click counts (clickjacking guard). */
export const MIN_VISIBLE_MS = 500;

/** A longer gap between the frame's animation frames means it was hidden (see clickGate). */
const HIDDEN_GAP_MS = 1000;

interface IntersectionObserverInitV2 extends IntersectionObserverInit {
  trackVisibility?: boolean;
  delay?: number;
}

/** True where the engine has IntersectionObserver v2 (occlusion and effects are taken into account). */
export function hasVisibilityV2(): boolean {
  return (
    typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
  );
}

/** The whole document is shown by its frame: nothing scrolled, nothing overflowing it. */
function wholeDocumentShown(): boolean {
  const root = document.documentElement;
  return (
    window.scrollX === 0 &&
    window.scrollY === 0 &&
    root.scrollHeight <= window.innerHeight + 1 &&
    root.scrollWidth <= window.innerWidth + 1
  );
}

/** Where Firefox says the frame is on the screen (`mozInnerScreenX/Y`); '' where the engine does not say. */
function screenPlace(): string {
  const w = window as unknown as { mozInnerScreenX?: number; mozInnerScreenY?: number };
  return typeof w.mozInnerScreenX === 'number' ? `${w.mozInnerScreenX},${w.mozInnerScreenY}` : '';
}

/**
 * Arms `button` only once the WHOLE view (the frame's document: summary, amounts, payee and both buttons)
 * has been visible, unclipped and unscrolled, for {@link MIN_VISIBLE_MS}: IntersectionObserver on the
 * document's root element (v1 sees clipping by the embedding page's ancestors; v2, where the engine has
 * it, also covering, transparency and transforms), the document fitting its frame with nothing scrolled,
 * and the page's visibility. It is disarmed again as soon as any of that stops, and re-arms from zero
 * when the frame is resized or (where the engine tells: Firefox) moved on the screen. `onApprove` runs
 * only for a trusted click that {@link PersonIntent} takes for a person's: the pointer moved onto the
 * button and rested, or Enter / Space after the person touched the view.
 */
export function clickGate(button: HTMLButtonElement, onApprove: () => void): () => void {
  let visibleSince: number | null = null;
  let armedSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inView = false;
  const arm = (armed: boolean): void => {
    if (armed && armedSince === null) armedSince = performance.now();
    if (!armed) armedSince = null;
    button.disabled = !armed;
    button.dataset['armed'] = String(armed);
  };
  arm(false);
  const intent = new PersonIntent(button, () => armedSince);
  /** The view changed place or size: what the person saw there counts again from zero. */
  const rearm = (): void => {
    visibleSince = null;
    arm(false);
    update();
  };
  const update = (): void => {
    const visible = inView && document.visibilityState === 'visible' && wholeDocumentShown();
    clearTimeout(timer);
    if (!visible) {
      visibleSince = null;
      arm(false);
      return;
    }
    visibleSince ??= performance.now();
    const wait = MIN_VISIBLE_MS - (performance.now() - visibleSince);
    if (wait <= 0) arm(true);
    else timer = setTimeout(update, wait);
  };
  const v2 = hasVisibilityV2();
  const options: IntersectionObserverInitV2 = { threshold: [0.99, 1] };
  if (v2) {
    options.trackVisibility = true;
    options.delay = 100;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const full = entry.isIntersecting && entry.intersectionRatio >= 0.99;
      inView = v2 ? full && (entry as IntersectionObserverEntry & { isVisible: boolean }).isVisible : full;
    }
    update();
  }, options);
  observer.observe(document.documentElement);
  // Firefox tells a frame nothing when its iframe is set to display: none and back, but no engine runs a
  // hidden frame's animation frames: while they stop (checked by a timer, which still runs) the button is
  // disarmed, and when they resume after a gap its half second starts again. The gap is long enough for
  // an engine that paints a frame slowly under load (WebKitGTK: 200-300 ms between frames seen).
  let lastFrame = performance.now();
  let raf = 0;
  let place = screenPlace();
  const beat = (): void => {
    const now = performance.now();
    const here = screenPlace();
    if (now - lastFrame > HIDDEN_GAP_MS || here !== place) rearm();
    else if (visibleSince !== null && !wholeDocumentShown()) rearm();
    else if (visibleSince === null && inView && wholeDocumentShown()) update();
    place = here;
    lastFrame = now;
    raf = requestAnimationFrame(beat);
  };
  raf = requestAnimationFrame(beat);
  const watchdog = setInterval(() => {
    if (performance.now() - lastFrame <= HIDDEN_GAP_MS) return;
    clearTimeout(timer);
    visibleSince = null;
    arm(false);
  }, 100);
  const onVisibility = (): void => update();
  document.addEventListener('visibilitychange', onVisibility);
  // A URL's fragment must not focus or scroll anything of the view (no control has an id, but a
  // fragment to a text still scrolls): the focus leaves, the view goes back to its top, and re-arms.
  const onFragment = (): void => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
    rearm();
  };
  window.addEventListener('hashchange', onFragment);
  window.addEventListener('resize', rearm);
  window.addEventListener('scroll', rearm);
  const onClick = (event: MouseEvent): void => {
    if (!event.isTrusted || button.disabled || button.dataset['armed'] !== 'true') return;
    if (!intent.accepts(event)) return;
    stop();
    onApprove();
  };
  button.addEventListener('click', onClick);
  const stop = (): void => {
    clearTimeout(timer);
    cancelAnimationFrame(raf);
    clearInterval(watchdog);
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('hashchange', onFragment);
    window.removeEventListener('resize', rearm);
    window.removeEventListener('scroll', rearm);
    button.removeEventListener('click', onClick);
    intent.stop();
  };
  return stop;
}
