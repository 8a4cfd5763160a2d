// A menu button (WAI-ARIA APG pattern): the button opens a role="menu" list; arrow keys, Home and End
// move between items, Escape closes and returns focus to the button, Tab or a click elsewhere closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** The item's own language when it differs from the page's (a language named in its own script). */
  lang?: string;
  /** Set for a choice among the items (role menuitemradio): whether this one is chosen. */
  checked?: boolean;
}

export function MenuButton({
  label,
  children,
  items,
  className,
  buttonClassName = 'icon-button',
}: {
  /** Accessible name of the button. */
  label: string;
  /** What the button shows (an icon). */
  children: ReactNode;
  items: MenuItem[];
  className?: string;
  /** The button's look: an icon by default, or e.g. a small text button. */
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // A choice opens on the chosen item, as a native select does.
  const chosen = Math.max(
    0,
    items.findIndex((item) => item.checked),
  );

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(chosen);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const select = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <div className={`menu-button ${className ?? ''}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(chosen))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className="menu-button__menu">
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              lang={item.lang}
              tabIndex={index === active ? 0 : -1}
              className="menu-button__item"
              onClick={() => select(item)}
              onKeyDown={onMenuKeyDown}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
