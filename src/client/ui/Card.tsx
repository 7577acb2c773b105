import type { ReactNode } from 'react';
import './Card.css';

interface CardProps {
  children: ReactNode;
  className?: string;
  /** Optional heading shown at the top of the card. */
  title?: ReactNode;
  titleId?: string;
}

/** A white panel with rounded corners and a soft shadow. */
export function Card({ children, className, title, titleId }: CardProps) {
  return (
    <div className={className ? `card ${className}` : 'card'}>
      {title ? (
        <h2 className="card-title" id={titleId}>
          {title}
        </h2>
      ) : null}
      {children}
    </div>
  );
}
