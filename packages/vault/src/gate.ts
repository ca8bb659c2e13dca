/** How long the approving control must have been visible before a click counts (clickjacking guard). */
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

/**
 * Arms `button` only once it has been fully visible for {@link MIN_VISIBLE_MS}: with IntersectionObserver v2
 * (`trackVisibility`: not covered, not transparent, not transformed) where the engine has it, else
 * IntersectionObserver v1 (fully in the viewport) and the page's visibility. It is disarmed again as soon
 * as it stops being visible. `onApprove` runs only for a trusted click (a mouse click, or Enter / Space on
 * the focused button, which the browser turns into a trusted click).
 */
export function clickGate(button: HTMLButtonElement, onApprove: () => void): () => void {
  let visibleSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inView = false;
  const arm = (armed: boolean): void => {
    button.disabled = !armed;
    button.dataset['armed'] = String(armed);
  };
  arm(false);
  const update = (): void => {
    const visible = inView && document.visibilityState === 'visible';
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
  const options: IntersectionObserverInitV2 = { threshold: [1] };
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
  observer.observe(button);
  // Firefox tells a frame nothing when its iframe is set to display: none and back, but no engine runs a
  // hidden frame's animation frames: while they stop (checked by a timer, which still runs) the button is
  // disarmed, and when they resume after a gap its half second starts again. The gap is long enough for
  // an engine that paints a frame slowly under load (WebKitGTK: 200-300 ms between frames seen).
  let lastFrame = performance.now();
  let raf = 0;
  const beat = (): void => {
    const now = performance.now();
    if (now - lastFrame > HIDDEN_GAP_MS) {
      visibleSince = null;
      arm(false);
      update();
    }
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
  const onClick = (event: MouseEvent): void => {
    if (!event.isTrusted || button.disabled || button.dataset['armed'] !== 'true') return;
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
    button.removeEventListener('click', onClick);
  };
  return stop;
}
