/**
 * Progress of long builds on stderr: a bar redrawn in place in a terminal,
 * plain lines (every few seconds, and when a phase ends) in CI logs and
 * other non-terminals. Builds that finish quickly print nothing.
 */
import type { BuildProgress } from '../renderer/index.js';

export interface ProgressReporter {
  update(progress: BuildProgress): void;
  /** Clears the bar, so the report that follows starts on a clean line. */
  stop(): void;
}

const PHASE_LABELS: Record<BuildProgress['phase'], { active: string; done: string; unit: string }> = {
  parse: { active: 'Parsing', done: 'Parsed', unit: 'docs' },
  render: { active: 'Rendering', done: 'Rendered', unit: 'pages' },
};

/** Nothing shows before this: a build that is done by then needs no progress. */
const QUIET_MS = 500;
const REDRAW_MS = 100;
const LINE_EVERY_MS = 5000;
const BAR_WIDTH = 24;

export function createProgressReporter({ stream, terminal }: { stream: NodeJS.WritableStream; terminal: boolean }): ProgressReporter {
  const started = performance.now();
  let lastDraw = 0;
  let barShown = false;
  const phaseStarted = new Map<BuildProgress['phase'], number>();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;

  return {
    update({ phase, done, total }) {
      const now = performance.now();
      if (!phaseStarted.has(phase)) phaseStarted.set(phase, now);
      const finished = done === total;
      const labels = PHASE_LABELS[phase];
      if (terminal) {
        if (now - started < QUIET_MS || (now - lastDraw < REDRAW_MS && !finished)) return;
        lastDraw = now;
        const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
        const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
        stream.write(`\r\x1b[2K${labels.active.padEnd(9)} ${bar} ${done}/${total} ${labels.unit} · ${elapsed()}`);
        barShown = true;
        return;
      }
      const phaseMs = now - phaseStarted.get(phase)!;
      if (finished) {
        if (phaseMs >= QUIET_MS * 2) stream.write(`${labels.done} ${total} ${labels.unit} in ${(phaseMs / 1000).toFixed(1)}s\n`);
      } else if (now - Math.max(lastDraw, phaseStarted.get(phase)!) >= LINE_EVERY_MS) {
        lastDraw = now;
        stream.write(`${labels.active} ${done}/${total} ${labels.unit} (${Math.floor((done / total) * 100)}%), ${elapsed()}\n`);
      }
    },
    stop() {
      if (barShown) stream.write('\r\x1b[2K');
      barShown = false;
    },
  };
}
