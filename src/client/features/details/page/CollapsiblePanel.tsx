import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { DETAILS_TEXTS } from '../../../../contract';

export type PanelTone = 'plain' | 'warning' | 'danger';

interface CollapsiblePanelProps {
  title: string;
  /**
   * open at first: an incomplete panel stays open so its warning is seen, as in the original portal
   */
  initiallyOpen: boolean;
  tone?: PanelTone;
  /** shown at the top of the open panel */
  notice?: ReactNode;
  /** the edit modal's route, relative to /details */
  editTo?: string;
  editLabel?: string;
  children: ReactNode;
}

/** One of the details page's panels: a header button that folds it, with its edit link beside. */
export function CollapsiblePanel(props: CollapsiblePanelProps) {
  const { title, tone = 'plain', notice, editTo, children } = props;
  const [open, setOpen] = useState(props.initiallyOpen);
  const bodyId = useId();
  return (
    <section className={`details-panel details-panel-${tone}`} aria-label={title} data-testid="details-panel">
      <header className="details-panel-header">
        <button
          type="button"
          className="details-panel-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span className="details-panel-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <h2 className="details-panel-title">{title}</h2>
          {tone === 'plain' ? null : (
            <span className="details-panel-flag" aria-hidden="true">
              !
            </span>
          )}
        </button>
        {editTo ? (
          <Link className="details-panel-edit" to={editTo} aria-label={props.editLabel}>
            {DETAILS_TEXTS.edit}
          </Link>
        ) : null}
      </header>
      <div className="details-panel-body" id={bodyId} hidden={!open}>
        {notice ? (
          <div className="details-panel-notice" role={tone === 'danger' ? 'alert' : undefined}>
            {notice}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
