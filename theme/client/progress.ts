/**
 * The route-change progress bar (website spec §2, §9): a thin bar at the top
 * that appears only when a route change takes longer than 200 ms, starts at
 * 0.08, trickles by 0.02 every 800 ms, and animates each step in 200 ms.
 * No spinner.
 */
const SHOW_AFTER_MS = 200;
const MINIMUM = 0.08;
const SPEED_MS = 200;
const TRICKLE_RATE = 0.02;
const TRICKLE_SPEED_MS = 800;
const TRICKLE_CEILING = 0.994;

export interface ProgressBar {
  start(): void;
  done(): void;
}

export function createProgressBar(): ProgressBar {
  let bar: HTMLDivElement | undefined;
  let value = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let trickleTimer: ReturnType<typeof setInterval> | undefined;

  const set = (next: number) => {
    value = Math.min(Math.max(next, MINIMUM), 1);
    if (bar) bar.style.transform = `translateX(${(value - 1) * 100}%)`;
  };

  const show = () => {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    // A picture of progress for the eye only, outside every landmark: a screen reader hears the new page
    // once it is shown (the route announcer), not a bar that moves by trickles.
    bar.setAttribute('aria-hidden', 'true');
    bar.style.transition = `transform ${SPEED_MS}ms linear, opacity ${SPEED_MS}ms linear`;
    document.body.append(bar);
    set(MINIMUM);
    trickleTimer = setInterval(() => set(Math.min(value + TRICKLE_RATE, TRICKLE_CEILING)), TRICKLE_SPEED_MS);
  };

  return {
    start() {
      clearTimeout(showTimer);
      showTimer = setTimeout(show, SHOW_AFTER_MS);
    },
    done() {
      clearTimeout(showTimer);
      clearInterval(trickleTimer);
      const finished = bar;
      if (finished === undefined) return;
      bar = undefined;
      finished.style.transform = 'translateX(0)';
      setTimeout(() => {
        finished.style.opacity = '0';
        setTimeout(() => finished.remove(), SPEED_MS);
      }, SPEED_MS);
    },
  };
}
