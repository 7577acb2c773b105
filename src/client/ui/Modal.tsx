import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import './Modal.css';

export type ModalSize = 'small' | 'default' | 'large';

interface ModalProps {
  title: ReactNode;
  /** Escape, the close button and a click on the backdrop call this (usually: navigate back). */
  onClose: () => void;
  children: ReactNode;
  size?: ModalSize;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible dialog over the page: labelled by its title, focus moves in and stays in,
 * Escape or the backdrop closes it, the body scrolls beyond 85% of the viewport height.
 */
export function Modal({ title, onClose, children, size = 'default' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Before the first paint, so that a key pressed as soon as the dialog shows (Escape, typing) goes
  // to the dialog and not to what opened it.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // A press on the dimmed backdrop itself (not inside the dialog) closes, as Escape does; not the
    // second press of a double tap, which lands where a Submit was once the form has shrunk to its
    // thank-you and would close it before it is read.
    const backdrop = backdropRef.current;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === backdrop && event.detail <= 1) onCloseRef.current();
    };
    backdrop?.addEventListener('mousedown', onBackdrop);
    return () => {
      backdrop?.removeEventListener('mousedown', onBackdrop);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // On document.body, above the shell's sticky bar, toasts and banners whatever their stacking.
  return createPortal(
    <div className="modal-backdrop" ref={backdropRef} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="modal-header">
          <h2 className="modal-title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="modal-close"
            aria-label="Close"
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
