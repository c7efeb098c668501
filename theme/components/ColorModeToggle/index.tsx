import { useEffect, useState } from 'react';
import { usePageData } from '../../page-context.js';
import { IconMoon, IconSun } from '../Icons/index.js';
import { COLOR_MODE_STORAGE_KEY, PREFERS_DARK_QUERY, type ColorMode } from './color-mode.js';

/**
 * Switches `data-theme` between light and dark and remembers the choice. Both
 * icons are rendered and CSS shows the one for the current mode, so the server
 * markup fits either. The server cannot know the mode the head script chose,
 * so the label names the target mode only once mounted.
 */
export function ColorModeToggle() {
  const { respectPrefersColorScheme } = usePageData().site.colorMode;
  const [shownMode, setShownMode] = useState<ColorMode>();

  useEffect(() => {
    setShownMode(currentMode());
    if (!respectPrefersColorScheme) return;
    // A reader who has not chosen a mode keeps following the system as it changes.
    const prefersDark = matchMedia(PREFERS_DARK_QUERY);
    const followSystem = () => {
      if (storedMode() !== undefined) return;
      const systemMode = prefersDark.matches ? 'dark' : 'light';
      showMode(systemMode);
      setShownMode(systemMode);
    };
    prefersDark.addEventListener('change', followSystem);
    return () => prefersDark.removeEventListener('change', followSystem);
  }, [respectPrefersColorScheme]);

  const toggle = () => {
    const nextMode = oppositeMode(currentMode());
    showMode(nextMode);
    storeMode(nextMode);
    setShownMode(nextMode);
  };

  const label = shownMode === undefined ? 'Switch between dark and light mode' : `Switch to ${oppositeMode(shownMode)} mode`;
  return (
    <button type="button" className="color-mode-toggle" aria-label={label} title={label} onClick={toggle}>
      <IconSun className="color-mode-toggle__icon color-mode-toggle__icon--light" />
      <IconMoon className="color-mode-toggle__icon color-mode-toggle__icon--dark" />
    </button>
  );
}

function oppositeMode(mode: ColorMode): ColorMode {
  return mode === 'dark' ? 'light' : 'dark';
}

function currentMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function showMode(mode: ColorMode) {
  document.documentElement.dataset.theme = mode;
}

// Website spec §8: storage failures are logged and ignored; the mode then holds for this visit only.
function storedMode(): ColorMode | undefined {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : undefined;
  } catch (error) {
    console.debug('docs-gen: could not read the colour mode from localStorage', error);
    return undefined;
  }
}

function storeMode(mode: ColorMode) {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch (error) {
    console.debug('docs-gen: could not remember the colour mode in localStorage', error);
  }
}
