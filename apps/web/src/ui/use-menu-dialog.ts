import { useRef } from 'react';

/**
 * For a menu whose items open dialogs. A Mantine dialog gives the focus back, when it closes, to what held it when it
 * opened: the menu item, which the closed menu has removed by then, so focus fell to the page's body and a keyboard
 * user started again from the top. `opening(open)` wraps an item's action so that the menu's button (`trigger`, its
 * ref) holds the focus as the dialog opens: the dialog gives it back there, wherever the dialog itself lives.
 */
export function useMenuDialog<Trigger extends HTMLElement = HTMLButtonElement>() {
  const trigger = useRef<Trigger>(null);
  const opening = (open: () => void) => () => {
    trigger.current?.focus({ preventScroll: true });
    open();
  };
  return { trigger, opening };
}
