import { IconMoon, IconSun } from '../Icons/index.js';

/** Both icons are rendered and CSS shows the one for the current `data-theme`, so the server markup fits either mode. */
export function ColorModeToggle() {
  return (
    <button
      type="button"
      className="color-mode-toggle"
      aria-label="Switch between dark and light mode"
      title="Switch between dark and light mode"
    >
      <IconSun className="color-mode-toggle__icon color-mode-toggle__icon--light" />
      <IconMoon className="color-mode-toggle__icon color-mode-toggle__icon--dark" />
    </button>
  );
}
