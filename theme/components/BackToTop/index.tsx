import { useEffect, useState } from 'react';
import { focusNewPage } from '../../client/route-focus.js';
import { IconChevron } from '../Icons/index.js';

/**
 * A button back to the top of the page, shown once the reader has scrolled a
 * screen down (so never on a short page, and never in the server's HTML: it
 * sits fixed over the page and moves nothing when it appears). Focus goes to
 * the page's heading, where reading starts again, so the next Tab does not
 * continue from the bottom of the page.
 */
export function BackToTop() {
  const shown = useScrolledScreenDown();
  if (!shown) return null;
  const goToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
    focusNewPage();
  };
  return (
    <button type="button" className="back-to-top" aria-label="Back to top" onClick={goToTop}>
      <IconChevron size={20} />
    </button>
  );
}

function useScrolledScreenDown(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return scrolled;
}
