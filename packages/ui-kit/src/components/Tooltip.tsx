import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** Tooltip texts shorter than this get the compact one-line style (spec: "Tooltip short under 50 characters"). */
export const TOOLTIP_SHORT_LENGTH = 50;

/** Space between the trigger and the tip, and the least margin to the viewport edge, in pixels. */
const GAP = 6;
/** Moving the pointer from the trigger onto the tip within this time keeps it open. */
const HOVER_GRACE_MS = 100;

/** Whether a tooltip's content takes the compact one-line style: text under {@link TOOLTIP_SHORT_LENGTH} characters. */
export function isShortTooltip(content: ReactNode): boolean {
  return (
    (typeof content === 'string' || typeof content === 'number') &&
    String(content).length < TOOLTIP_SHORT_LENGTH
  );
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says. It also becomes the trigger's accessible description. */
  content: ReactNode;
  /** The trigger: one focusable element (a button, a link). It receives `aria-describedby`. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** The preferred side; it flips when there is no room. Defaults to `'top'`. */
  placement?: 'top' | 'bottom';
  /** Force the compact one-line style on or off. Defaults to {@link isShortTooltip} of `content`. */
  short?: boolean;
  /** Show it regardless of hover and focus (for example "Copied" after a click). */
  open?: boolean;
  className?: string;
}

interface Position {
  top: number;
  left: number;
  side: 'top' | 'bottom';
}

/**
 * A tooltip shown while its trigger is hovered or focused; Esc hides it until the
 * pointer or focus comes back. Shown, the tip lives at the end of `<body>` in fixed
 * position, so table cells and scroll areas that clip their content never cut it,
 * and flips below (or above) its trigger when there is no room; closed, it waits
 * hidden beside the trigger, so `aria-describedby` always names it. The pointer may
 * move onto the tip without it closing (WCAG 1.4.13: hoverable, dismissible,
 * persistent).
 *
 * @example
 * <Tooltip content="Firmware, model and serial">
 *   <button type="button" aria-label="Details"><Icon name="info" /></button>
 * </Tooltip>
 */
export function Tooltip({ content, children, placement = 'top', short, open, className }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const shown = open ?? ((hovered || focused) && !dismissed);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Esc closes a tooltip the pointer opened too, wherever focus is.
  useEffect(() => {
    if (!shown || open !== undefined) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new content has a new size to place.
  useLayoutEffect(() => {
    if (!shown) return;
    const place = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      const tip = tipRef.current?.getBoundingClientRect();
      if (!anchor || !tip) return;
      const roomAbove = anchor.top - tip.height - GAP >= 0;
      const roomBelow = anchor.bottom + tip.height + GAP <= window.innerHeight;
      const side =
        placement === 'top'
          ? roomAbove || !roomBelow
            ? 'top'
            : 'bottom'
          : roomBelow || !roomAbove
            ? 'bottom'
            : 'top';
      const top = side === 'top' ? anchor.top - tip.height - GAP : anchor.bottom + GAP;
      const centred = anchor.left + anchor.width / 2 - tip.width / 2;
      const left = Math.max(GAP, Math.min(centred, window.innerWidth - tip.width - GAP));
      setPosition({ top, left, side });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [shown, placement, content]);

  const enter = () => {
    clearTimeout(hideTimer.current);
    setHovered(true);
    setDismissed(false);
  };
  const leave = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setHovered(false), HOVER_GRACE_MS);
  };

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  const compact = short ?? isShortTooltip(content);
  const classes = ['nf-tooltip', compact ? 'nf-tooltip--short' : 'nf-tooltip--long', className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches hover and focus of its trigger.
    <span
      ref={anchorRef}
      className="nf-tooltip-anchor"
      onMouseEnter={enter}
      onMouseLeave={leave}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={(event: FocusEvent<HTMLSpanElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLSpanElement>) => {
        if (event.key === 'Escape' && shown) setDismissed(true);
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {shown ? (
        createPortal(
          <span
            ref={tipRef}
            role="tooltip"
            id={id}
            className={classes}
            data-side={position?.side ?? placement}
            style={position ? { top: position.top, left: position.left } : undefined}
            onMouseEnter={enter}
            onMouseLeave={leave}
          >
            {content}
          </span>,
          document.body,
        )
      ) : (
        // Closed, the description waits hidden beside its trigger: no portal for the many tooltips
        // of a table that nobody hovers.
        <span role="tooltip" id={id} className={classes} hidden>
          {content}
        </span>
      )}
    </span>
  );
}
