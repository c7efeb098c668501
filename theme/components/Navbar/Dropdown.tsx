import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { classNames } from '../../utils/class-names.js';
import { IconChevron } from '../Icons/index.js';

export interface DropdownProps {
  /** What the toggle shows. */
  readonly label: string;
  /** The toggle's accessible name, when it should say more than its label. */
  readonly ariaLabel?: string;
  readonly active?: boolean;
  /** The entries: one <li> holding one link each. */
  readonly children: ReactNode;
}

/**
 * A navbar dropdown as a disclosure (WAI-ARIA disclosure navigation menu): a
 * button that says whether its list is shown (aria-expanded) and which list it
 * controls. Enter, Space or a click toggles it; ArrowDown and ArrowUp open it
 * and move among its links (Home and End reach either end); Escape closes it
 * and gives focus back to the button; it closes when focus leaves it, on a
 * click elsewhere, and after one of its links is followed. A mouse pointer
 * shows it while it rests there (CSS :hover). Before the page is hydrated, the
 * stylesheet opens it on :focus-within instead, so it works without JavaScript.
 */
export function Dropdown({ label, ariaLabel, active = false, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const entries = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('.dropdown__menu a[href]') ?? [])];
  /** Opens the menu and focuses an entry: `index` counts from the end when negative. */
  const openAt = (index: number) => {
    setOpen(true);
    // The menu becomes visible (and its links focusable) once React has applied the open state.
    requestAnimationFrame(() => entries().at(index)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const links = entries();
    const position = links.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (index: number) => {
      event.preventDefault();
      if (position === -1) openAt(index);
      else links.at(index % links.length)?.focus();
    };
    switch (event.key) {
      case 'Escape':
        if (!open) return;
        // Handled here: the mobile sidebar around the dropdown must stay open.
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      case 'ArrowDown':
        return move(position + 1);
      case 'ArrowUp':
        return move(position === -1 ? -1 : position - 1);
      case 'Home':
        if (position !== -1) move(0);
        return;
      case 'End':
        if (position !== -1) move(-1);
        return;
    }
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const closeAfterLink = (event: MouseEvent<HTMLUListElement>) => {
    if ((event.target as Element).closest('a') !== null) setOpen(false);
  };

  return (
    <li ref={rootRef} className={classNames('navbar__item', 'dropdown', open && 'dropdown--open')} onKeyDown={onKeyDown} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        className={classNames('navbar__link', 'dropdown__toggle', active && 'navbar__link--active')}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <IconChevron className="dropdown__caret" size={14} />
      </button>
      <ul className="dropdown__menu" id={menuId} onClick={closeAfterLink}>
        {children}
      </ul>
    </li>
  );
}
